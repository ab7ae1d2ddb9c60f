import productPagesCopy from '@/content/copy/product-pages.yaml';
import uiCopy from '@/content/copy/ui.yaml';
import { productGroups } from '@/lib/content';
import type { ProductGroup } from '@/lib/content/collections/product-groups';
import { fill } from '@/lib/fill';
import { GROUP_PAGE_SIZE, groupPages, type GroupPage } from '@/lib/group-pages';
import { pagePath } from '@/lib/pagination';
import { paths } from '@/lib/paths';
import { trail, type Crumb } from '@/lib/structured-data';
import { pagedKind, type PageDescriptor } from './kind';

const copy = productPagesCopy;

/** The trail to a product group's page: Home › Products › the group. */
export const groupTrail = (group: ProductGroup): Crumb[] =>
  trail(
    { label: copy.index.title, href: paths.products },
    { label: group.title, href: paths.productGroup(group.slug) },
  );

/**
 * Page n of a list that starts at `base`: its address, and from page 2 on "Page n" as the
 * section of its title and as its last crumb (so no two pages share a title), and page 1's card.
 */
export function pageOfList(base: string, n: number, crumbs: Crumb[]) {
  const path = pagePath(base, n);
  if (n <= 1) return { path, crumbs };
  const name = fill(uiCopy.pager.title, { n });
  return { path, crumbs: [...crumbs, { label: name, href: path }], section: name, ogFrom: base };
}

/** A product group's own page: all its products as cards, a page of them at a time. */
export function describeGroupPage({ group, page, items }: GroupPage<ProductGroup>): PageDescriptor {
  const { path, crumbs, section, ogFrom } = pageOfList(paths.productGroup(group.slug), page, groupTrail(group));
  const description = fill(copy.group.description, { group: group.title, count: group.products.length });
  return {
    path,
    title: group.title,
    section: section ?? copy.index.title,
    description,
    crumbs,
    og: { title: group.title, kind: copy.index.title, text: description },
    jsonLd: [],
    // One search result per group: its first page.
    search:
      page === 1
        ? {
            kind: 'products',
            title: group.title,
            url: path,
            summary: group.description,
            keywords: items.map((product) => product.title).join(' '),
          }
        : undefined,
    indexable: true,
    ogFrom,
  };
}

export const productGroupPages = pagedKind(groupPages(productGroups, GROUP_PAGE_SIZE), describeGroupPage);
