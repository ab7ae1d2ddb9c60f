import { siteSearchIndex } from '@/lib/search-index';
import { searchIndexFiles } from '@/lib/search-split';

export const dynamic = 'force-static';

// One route for every file of the split index, as each route slows the build: the step after
// `next build` (scripts/search-files.mjs) writes them out and deletes this one.
export function GET() {
  return Response.json(searchIndexFiles(siteSearchIndex()));
}
