import { productPagesCopy } from '@/lib/copy/product-pages';
import { fill } from '@/lib/fill';
import { productGroups } from '@/lib/content';
import type { ProductGroup } from '@/lib/content/schemas';
import { paths } from '@/lib/paths';
import { trail } from '@/lib/structured-data';
import { pageKind, type PageDescriptor } from './kind';

const copy = productPagesCopy.compare;

/** A product group's comparison table: every product side by side, spec names as row headers. */
export function describeComparison(group: ProductGroup): PageDescriptor {
  const path = paths.compare(group.slug);
  const description = fill(copy.description, { group: group.title, count: group.products.length });
  const title = fill(copy.title, { group: group.title });
  return {
    path,
    title,
    description,
    crumbs: trail(
      { label: productPagesCopy.index.title, href: paths.products },
      { label: group.title, href: `${paths.products}#${group.slug}` },
      { label: copy.kind, href: path },
    ),
    og: { title, kind: copy.kind, text: description },
    jsonLd: [],
    indexable: true,
  };
}

export const comparisonPages = pageKind('group', productGroups, describeComparison);
