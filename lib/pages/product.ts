import productPagesCopy from '@/content/copy/product-pages.yaml';
import { getProductGroup, products } from '@/lib/content';
import type { Product } from '@/lib/content/collections/products';
import { paths } from '@/lib/paths';
import { productPageLd } from '@/lib/structured-data';
import { describePage, pageKind } from './kind';
import { groupTrail } from './product-group';

export function describeProduct(product: Product) {
  const group = getProductGroup(product.slug)!;
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

export const productPages = pageKind(products, describeProduct);
