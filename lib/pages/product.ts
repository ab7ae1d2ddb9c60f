import productPagesCopy from '@/content/copy/product-pages.yaml';
import { getProductGroup, products } from '@/lib/content';
import type { Product } from '@/lib/content/collections/products';
import { paths } from '@/lib/paths';
import { productPageLd } from '@/lib/structured-data';
import { pageKind, type PageDescriptor } from './kind';
import { groupTrail } from './product-group';

export function describeProduct(product: Product): PageDescriptor {
  const path = paths.product(product.slug);
  const group = getProductGroup(product.slug)!;
  const crumbs = [...groupTrail(group), { label: product.title, href: path }];
  return {
    path,
    title: product.title,
    section: group.title,
    description: product.summary,
    crumbs,
    og: { title: product.title, kind: `${productPagesCopy.detail.kind} · ${group.title}`, text: product.summary },
    jsonLd: [productPageLd(product, group.title)],
    search: {
      kind: 'products',
      title: product.title,
      url: path,
      summary: product.summary,
      keywords: [...product.uses, ...product.certifications].join(' '),
    },
    indexable: true,
  };
}

export const productPages = pageKind(products, describeProduct);
