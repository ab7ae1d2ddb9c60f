/**
 * Long lists split into pre-rendered pages: page 1 at the list's own address, page n at
 * `<list>page/<n>/`, so no page's HTML grows with the collection it lists.
 */

export interface PageSlice<T> {
  /** 1-based. */
  page: number;
  pageCount: number;
  items: T[];
}

/** A list longer than one page, for the filters that search all of it: where its JSON is, and its size. */
export interface WholeList {
  source: string;
  total: number;
}

export const pageCount = (total: number, size: number): number => Math.max(1, Math.ceil(total / size));

/** The entries of one page; null for a page that does not exist. */
export function pageOf<T>(items: readonly T[], size: number, page: number): PageSlice<T> | null {
  const count = pageCount(items.length, size);
  if (!Number.isInteger(page) || page < 1 || page > count) return null;
  return { page, pageCount: count, items: items.slice((page - 1) * size, page * size) };
}

/** Route parameters of pages 2..n (page 1 is the list's own route). */
export function laterPages(total: number, size: number): { page: string }[] {
  return Array.from({ length: pageCount(total, size) - 1 }, (_, i) => ({ page: String(i + 2) }));
}

/** The address of page n of the list at `base` (a path ending in a slash). */
export const pagePath = (base: string, page: number): string => (page <= 1 ? base : `${base}page/${page}/`);

/**
 * Page 1 once more under the pages' route: a static export needs at least one page per route,
 * and a list that fits on one page has no page 2. Nothing links to it and it asks search
 * engines not to index it.
 */
export const firstPageAlias = (base: string): string => `${base}page/1/`;

/**
 * Which page numbers a pager shows: the first, the last and the current one with its
 * neighbours; null marks a gap. Bounded at 7 entries whatever the page count.
 */
export function pagerItems(current: number, count: number): (number | null)[] {
  const shown = [...new Set([1, count, current - 1, current, current + 1])]
    .filter((n) => n >= 1 && n <= count)
    .sort((a, b) => a - b);
  const items: (number | null)[] = [];
  for (const n of shown) {
    const last = items.at(-1);
    if (typeof last === 'number' && n - last === 2) items.push(n - 1);
    else if (typeof last === 'number' && n - last > 2) items.push(null);
    items.push(n);
  }
  return items;
}
