/** Products: each on a page of its own, listed and compared within its product group. */
import productPagesCopy from '@/content/copy/product-pages.yaml';
import { describePage } from '@/lib/kinds/descriptor';
import { paths } from '@/lib/paths';
import { productPageLd } from '@/lib/seo/structured-data';
import { products as collection, type Product } from '@/lib/content/collections/products';
import { defineKind } from './define';
import type { ProductGroup } from '@/lib/content/collections/product-groups';
import { groupTrail } from './product-groups';

export function describeProduct(product: Product, groups: ProductGroup[]) {
  const group = groups.find((saved) => saved.slug === product.group)!;
  return describePage({
    path: paths.product(product.slug),
    title: product.title,
    section: group.title,
    description: product.summary,
    above: groupTrail(group),
    og: { kind: `${productPagesCopy.detail.kind} · ${group.title}` },
    jsonLd: [productPageLd(product, group.title)],
    search: { kind: 'products', keywords: [...product.uses, ...product.certifications] },
  });
}

/** A product's page, under its group's: the loader puts each product in its group. */
export const kind = defineKind<ProductGroup, Product>({
  name: 'products',
  order: 40,
  collection,
  grows: true,
  source: 'productGroups',
  pages: (groups: ProductGroup[]) => groups.flatMap((group) => group.products),
  route: paths.product,
  describe: describeProduct,
  template: { file: 'products/ProductPage', prop: 'product' },
});
