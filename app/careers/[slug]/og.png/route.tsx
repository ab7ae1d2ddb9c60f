import { ogRoute } from '@/lib/og';
import { jobPages as kind } from '@/lib/pages/job';

// One image per pre-rendered page, drawn from the page's descriptor.
export { generateStaticParams } from '../page';

export const dynamic = 'force-static';

export const GET = ogRoute(kind.ogData);
