/**
 * A product group's pages: its list of products and the comparison tables of its kinds of
 * product, each cut into pre-rendered pages, so no page's HTML grows with the group.
 */
import { kindSlug } from '../content/collections/products';
import { pageCount, type PageSlice } from '../lists/pagination';

export const GROUP_PAGE_SIZE = 12;
/** Product columns in one comparison table; more would not fit a screen even side-scrolled. */
export const COMPARE_COLUMNS = 6;

interface Group<P> {
  slug: string;
  products: readonly P[];
}

/** One page of a group's products, keyed by the group's slug and the page's number. */
export type GroupPage<G extends Group<unknown>> = PageSlice<G['products'][number]> & { slug: string; group: G };

/**
 * Every page of every group at `size` products a page; a group without products has one, empty.
 * With `pairs`, a last page of one product takes one from the page before (7 at 6 a page: 5 and
 * 2): a comparison page compares two or more.
 */
export function groupPages<G extends Group<unknown>>(
  groups: readonly G[],
  size: number,
  pairs = false,
): GroupPage<G>[] {
  return groups.flatMap((group) => {
    const total = group.products.length;
    const count = pageCount(total, size);
    const lonely = pairs && count > 1 && total % size === 1;
    // Where page i (0-based) starts; page `count` is the end.
    const cut = (i: number) => Math.min(i * size, total) - (lonely && i === count - 1 ? 1 : 0);
    return Array.from({ length: count }, (_, i) => ({
      page: i + 1,
      pageCount: count,
      items: group.products.slice(cut(i), cut(i + 1)) as G['products'][number][],
      slug: group.slug,
      group,
    }));
  });
}

/** The products of one kind within a group, side by side on one comparison page (or a few). */
export interface Comparison<P> {
  slug: string;
  /** The kind as the first of its products writes it, e.g. "IP cameras". */
  title: string;
  products: P[];
}

/**
 * Each kind of product in the group that at least two of its products share, in the order its
 * first product comes; a product without a kind, or alone of its kind, has nothing like it to
 * compare with.
 */
export function comparisonsOf<P extends { kind?: string }>(products: readonly P[]): Comparison<P>[] {
  const bySlug = new Map<string, Comparison<P>>();
  for (const product of products) {
    if (!product.kind) continue;
    const slug = kindSlug(product.kind);
    const comparison = bySlug.get(slug) ?? { slug, title: product.kind, products: [] };
    comparison.products.push(product);
    bySlug.set(slug, comparison);
  }
  return [...bySlug.values()].filter((comparison) => comparison.products.length >= 2);
}

export const comparisonOf = <P extends { kind?: string }>(products: readonly P[], product: P) =>
  comparisonsOf(products).find((comparison) => comparison.products.includes(product));
