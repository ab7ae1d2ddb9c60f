import { sitemapPaths } from '@/lib/pages/all';

export const dynamic = 'force-static';

/**
 * The paths of the pages search engines may index, from the registry's descriptors, exported
 * as out/sitemap-paths.json for next-sitemap, whose CommonJS config cannot import them.
 */
export function GET() {
  return Response.json(sitemapPaths());
}
