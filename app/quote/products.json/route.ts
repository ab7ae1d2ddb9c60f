import type { CatalogueEntry } from '@/lib/sales/quote-list';
import { productGroups } from '@/lib/content';
import { absoluteUrl, paths } from '@/lib/paths';
import { siteUrl } from '@/lib/seo/metadata';

export const dynamic = 'force-static';

/** What the quote page shows and sends for each product on a list: fetched by that page only. */
export function GET() {
  const catalogue: CatalogueEntry[] = productGroups.flatMap((group) =>
    group.products.map((product) => ({
      slug: product.slug,
      title: product.title,
      group: group.title,
      url: absoluteUrl(paths.product(product.slug), siteUrl),
    })),
  );
  return Response.json(catalogue);
}
