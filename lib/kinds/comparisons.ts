/** Product comparisons: the products of one kind within a group, side by side. */
import productPagesCopy from '@/content/copy/product-pages.yaml';
import { fill } from '@/lib/text/fill';
import { headingCase } from '@/lib/text/heading-case';
import {
  COMPARE_COLUMNS,
  comparisonsOf,
  groupPages,
  type Comparison,
  type GroupPage,
} from '@/lib/products/group-pages';
import { paths } from '@/lib/paths';
import { describePage } from '@/lib/kinds/descriptor';
import { defineKind } from './define';
import type { ProductGroup } from '@/lib/content/collections/product-groups';
import { groupTrail } from './product-groups';
import type { Product } from '@/lib/content/collections/products';

const copy = productPagesCopy.compare;

/** The products of one kind within a product group, and that group. */
export type KindComparison = Comparison<Product> & { productGroup: ProductGroup };

const comparisons = (groups: ProductGroup[]): KindComparison[] =>
  groups.flatMap((productGroup) =>
    comparisonsOf(productGroup.products).map((comparison) => ({ ...comparison, productGroup })),
  );

/**
 * A comparison table of one kind of product: its products side by side, spec names as row
 * headers, a few products a page so the table stays readable and the page's HTML bounded.
 */
export const describeComparison = ({ group: comparison, page }: GroupPage<KindComparison>) =>
  describePage({
    path: paths.compare(comparison.slug),
    // The kind is written as it reads mid-sentence ("IP cameras"); a title is in the headings' case.
    title: fill(copy.title, { kind: headingCase(comparison.title) }),
    description: fill(copy.description, { kind: comparison.title, count: comparison.products.length }),
    above: groupTrail(comparison.productGroup),
    og: { kind: copy.kind },
    page,
  });

/** The comparisons are made from the product groups: no collection of their own, nothing to edit. */
export const kind = defineKind<ProductGroup, GroupPage<KindComparison>>({
  name: 'comparisons',
  order: 55,
  source: 'productGroups',
  pages: (groups: ProductGroup[]) => groupPages(comparisons(groups), COMPARE_COLUMNS, true),
  paged: true,
  route: paths.compare,
  describe: describeComparison,
  template: { file: 'products/ComparisonPage', prop: 'entry' },
});
