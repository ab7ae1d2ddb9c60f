import { ogRoute } from '@/lib/og';
import { enterpriseServicePages as kind } from '@/lib/pages/enterprise-service';

// One image per pre-rendered page, drawn from the page's descriptor.
export { generateStaticParams } from '../page';

export const dynamic = 'force-static';

export const GET = ogRoute(kind.ogData);
