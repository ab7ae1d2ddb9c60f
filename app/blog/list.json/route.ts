import { blogList } from '@/lib/pages/post';

export const dynamic = 'force-static';

/** Every article in the fields its card and the filters need: loaded once a filter is used on a paged list. */
export function GET() {
  return Response.json(blogList.all());
}
