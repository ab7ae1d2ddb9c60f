import { ogRoute } from '@/lib/og';
import { leaderPages as kind } from '@/lib/pages/leader';

export { generateStaticParams } from '../page';

export const dynamic = 'force-static';

export const GET = ogRoute(kind.ogData);
