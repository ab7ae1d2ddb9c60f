import { caseStudiesList as list } from '@/lib/pages/lists';
import { ogRoute } from '@/lib/og';

export const dynamic = 'force-static';

export const GET = ogRoute(list.ogData);
