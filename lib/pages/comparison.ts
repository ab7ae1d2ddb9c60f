import productPagesCopy from '@/content/copy/product-pages.yaml';
import { fill } from '@/lib/fill';
import { headingCase } from '@/lib/heading-case';
import { productGroups } from '@/lib/content';
import type { Product } from '@/lib/content/collections/products';
import type { ProductGroup } from '@/lib/content/collections/product-groups';
import { COMPARE_COLUMNS, comparisonsOf, groupPages, type Comparison, type GroupPage } from '@/lib/group-pages';
import { paths } from '@/lib/paths';
import { describePage, pagedKind } from './kind';
import { groupTrail } from './product-group';

const copy = productPagesCopy.compare;

/** The products of one kind within a product group, and that group. */
export type KindComparison = Comparison<Product> & { productGroup: ProductGroup };

export const comparisons: KindComparison[] = productGroups.flatMap((productGroup) =>
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

export const comparisonPages = pagedKind(groupPages(comparisons, COMPARE_COLUMNS, true), describeComparison);
