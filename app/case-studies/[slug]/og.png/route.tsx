import { ogRoute } from '@/lib/og';
import { caseStudyPages as kind } from '@/lib/pages/case-study';

// One image per pre-rendered page, drawn from the page's descriptor.
export { generateStaticParams } from '../page';

export const dynamic = 'force-static';

export const GET = ogRoute(kind.ogData);
