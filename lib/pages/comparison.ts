import { productPagesCopy } from '@/lib/copy/product-pages';
import { fill } from '@/lib/fill';
import { productGroups } from '@/lib/content';
import type { ProductGroup } from '@/lib/content/schemas';
import { COMPARE_COLUMNS, groupPages, type GroupPage } from '@/lib/group-pages';
import { paths } from '@/lib/paths';
import { pagedKind, type PageDescriptor } from './kind';
import { groupTrail, pageOfList } from './product-group';

const copy = productPagesCopy.compare;

/**
 * A product group's comparison table: its products side by side, spec names as row headers,
 * a few products a page so the table stays readable and the page's HTML bounded.
 */
export function describeComparison({ group, page }: GroupPage<ProductGroup>): PageDescriptor {
  const base = paths.compare(group.slug);
  const { path, crumbs, section, ogFrom } = pageOfList(base, page, [
    ...groupTrail(group),
    { label: copy.kind, href: base },
  ]);
  const description = fill(copy.description, { group: group.title, count: group.products.length });
  const title = fill(copy.title, { group: group.title });
  return {
    path,
    title,
    section,
    description,
    crumbs,
    og: { title, kind: copy.kind, text: description },
    jsonLd: [],
    indexable: true,
    ogFrom,
  };
}

export const comparisonPages = pagedKind('group', groupPages(productGroups, COMPARE_COLUMNS), describeComparison);
