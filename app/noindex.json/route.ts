import { noindexPaths } from '@/lib/pages/all';

export const dynamic = 'force-static';

/**
 * The paths of the pages whose descriptor says `indexable: false`, exported as out/noindex.json
 * for next-sitemap, whose CommonJS config cannot import the TypeScript descriptors.
 */
export function GET() {
  return Response.json(noindexPaths());
}
