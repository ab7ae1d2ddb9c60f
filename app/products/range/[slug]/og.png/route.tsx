import { ogRoute } from '@/lib/og';
import { productGroupPages as kind } from '@/lib/pages/product-group';

// One image per group, drawn from its first page's descriptor; later pages show it too.
export const generateStaticParams = kind.firstPageParams;

export const dynamic = 'force-static';

export const GET = ogRoute(kind.ogData);
