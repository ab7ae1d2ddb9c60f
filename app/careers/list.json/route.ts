import { careersList } from '@/lib/pages/job';

export const dynamic = 'force-static';

/** Every opening in the fields its card and the filters need: loaded once a filter is used on a paged list. */
export function GET() {
  return Response.json(careersList.all());
}
