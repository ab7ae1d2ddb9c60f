import { caseStudiesList } from '@/lib/pages/case-study';

export const dynamic = 'force-static';

/** Every case study in the fields its card and the filter need: loaded once a filter is used on a paged list. */
export function GET() {
  return Response.json(caseStudiesList.all());
}
