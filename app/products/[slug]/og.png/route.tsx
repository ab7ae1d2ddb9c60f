import { ogRoute } from '@/lib/og';
import { productPages as kind } from '@/lib/pages/product';

export { generateStaticParams } from '../page';

export const dynamic = 'force-static';

export const GET = ogRoute(kind.ogData);
