// Written by `npm run kinds` from lib/kinds/case-studies.ts: change it there.
import { kind } from '@/lib/kinds/case-studies';
import { listOf } from '@/lib/pages/bound';

export const dynamic = 'force-static';

/** The whole list in the fields its cards and filters need: loaded once a filter is used on a list longer than a page. */
export function GET() {
  return Response.json(listOf(kind).all());
}
