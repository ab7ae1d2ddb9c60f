import { ogRoute } from '@/lib/og';
import { servicePages as kind } from '@/lib/pages/service';

export { generateStaticParams } from '../page';

export const dynamic = 'force-static';

export const GET = ogRoute(kind.ogData);
