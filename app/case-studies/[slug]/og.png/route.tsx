import { ogRoute } from '@/lib/og';
import { caseStudyPages as kind } from '@/lib/pages/case-study';

export { generateStaticParams } from '../page';

export const dynamic = 'force-static';

export const GET = ogRoute(kind.ogData);
