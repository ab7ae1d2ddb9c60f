import { productPages } from '@/content/product-pages';
import { productGroups } from '@/lib/content';
import type { ProductGroup } from '@/lib/content/schemas';
import { paths } from '@/lib/paths';
import { trail } from '@/lib/structured-data';
import { pageKind, type PageDescriptor } from './kind';

const copy = productPages.compare;

/** A product group's comparison table: every product side by side, spec names as row headers. */
export function describeComparison(group: ProductGroup): PageDescriptor {
  const path = paths.compare(group.slug);
  const description = copy.description(group.title, group.products.length);
  return {
    path,
    title: copy.title(group.title),
    description,
    crumbs: trail(
      { label: productPages.index.title, href: paths.products },
      { label: group.title, href: `${paths.products}#${group.slug}` },
      { label: copy.kind, href: path },
    ),
    og: { title: copy.title(group.title), kind: copy.kind, text: description },
    jsonLd: [],
    indexable: true,
  };
}

export const comparisonPages = pageKind('group', productGroups, describeComparison);
