import { ogRoute } from '@/lib/og';
import { enterpriseServicePages as kind } from '@/lib/pages/enterprise-service';

export { generateStaticParams } from '../page';

export const dynamic = 'force-static';

export const GET = ogRoute(kind.ogData);
