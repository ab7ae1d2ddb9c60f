import { ogRoute } from '@/lib/og';
import { postPages as kind } from '@/lib/pages/post';

export { generateStaticParams } from '../page';

export const dynamic = 'force-static';

export const GET = ogRoute(kind.ogData);
