import { ogRoute } from '@/lib/og';
import { jobPages as kind } from '@/lib/pages/job';

export { generateStaticParams } from '../page';

export const dynamic = 'force-static';

export const GET = ogRoute(kind.ogData);
