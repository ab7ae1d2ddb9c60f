/**
 * A product group's pages: its list of products and its comparison table, each cut into
 * pre-rendered pages, so neither page's HTML grows with the group.
 */
import { pageCount, pageOf, type PageSlice } from './pagination';

/** Product cards on one page of a group. */
export const GROUP_PAGE_SIZE = 12;
/** Product columns in one comparison table; more would not fit a screen even side-scrolled. */
export const COMPARE_COLUMNS = 6;

interface Group<P> {
  slug: string;
  products: readonly P[];
}

/** One page of a group's products, keyed by the group's slug and the page's number. */
export type GroupPage<G extends Group<unknown>> = PageSlice<G['products'][number]> & { slug: string; group: G };

/** Every page of every group at `size` products a page; a group without products has one, empty. */
export function groupPages<G extends Group<unknown>>(groups: readonly G[], size: number): GroupPage<G>[] {
  return groups.flatMap((group) =>
    Array.from({ length: pageCount(group.products.length, size) }, (_, i) => ({
      ...pageOf(group.products, size, i + 1)!,
      slug: group.slug,
      group,
    })),
  );
}
