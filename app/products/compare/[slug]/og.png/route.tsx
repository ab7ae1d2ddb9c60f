import { ogRoute } from '@/lib/og';
import { comparisonPages as kind } from '@/lib/pages/comparison';

// One image per comparison, drawn from its first page's descriptor; later pages show it too.
export const generateStaticParams = kind.firstPageParams;

export const dynamic = 'force-static';

export const GET = ogRoute(kind.ogData);
