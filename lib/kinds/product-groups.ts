/** Product groups: the products' sections, each with its list and comparisons. */
import productPagesCopy from '@/content/copy/product-pages.yaml';
import { fill } from '@/lib/text/fill';
import { GROUP_PAGE_SIZE, groupPages, type GroupPage } from '@/lib/products/group-pages';
import { describePage } from '@/lib/kinds/descriptor';
import { paths } from '@/lib/paths';
import { trail, type Crumb } from '@/lib/seo/structured-data';
import {
  productGroups as collection,
  productGroupSchema,
  type ProductGroup,
} from '@/lib/content/collections/product-groups';
import type { Entry } from '@/lib/content/collections/define';
import { defineKind, type Draft } from './define';

const copy = productPagesCopy;

/** The trail to a product group's page: Home › Products › the group. */
export const groupTrail = (group: ProductGroup): Crumb[] =>
  trail(
    { label: copy.index.title, href: paths.products },
    { label: group.title, href: paths.productGroup(group.slug) },
  );

/** A product group's own page: all its products as cards, a page of them at a time. */
export const describeGroupPage = ({ group, page, items }: GroupPage<ProductGroup>) =>
  describePage({
    path: paths.productGroup(group.slug),
    title: group.title,
    section: copy.index.title,
    description: fill(copy.group.description, { group: group.title, count: group.products.length }),
    above: trail({ label: copy.index.title, href: paths.products }),
    og: { kind: copy.index.title },
    // One search result per group: its first page.
    search:
      page === 1
        ? { kind: 'products', summary: group.description, keywords: items.map((product) => product.title) }
        : undefined,
    page,
  });

export const kind = defineKind<ProductGroup, GroupPage<ProductGroup>>({
  name: 'productGroups',
  order: 50,
  collection,
  pages: (groups: ProductGroup[]) => groupPages(groups, GROUP_PAGE_SIZE),
  paged: true,
  route: paths.productGroup,
  describe: describeGroupPage,
  template: { file: 'products/ProductGroupPage', prop: 'entry' },
  /** The group's first page, with the products saved in it. */
  preview({ fields }: Draft<Entry<typeof productGroupSchema>>, { productGroups }: { productGroups: ProductGroup[] }) {
    const products = productGroups.find((saved) => saved.slug === fields.slug)?.products ?? [];
    return groupPages([{ ...fields, products }], GROUP_PAGE_SIZE)[0];
  },
});
