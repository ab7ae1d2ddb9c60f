/**
 * A list page kind: a collection shown a page at a time (lib/lists/pagination.ts), page 1 at the list's
 * own address and page n at `<list>page/<n>/`, so no page's HTML grows with the collection. Its
 * whole, in the few fields its cards and filters need, is one JSON file that the filters load
 * only when a visitor uses them on a list longer than a page. Nothing of Next, so the page
 * registry (./all.ts) can read it; ./list.ts binds it to routes.
 */
import uiCopy from '@/content/copy/ui.yaml';
import { fill } from '@/lib/text/fill';
import { firstPageAlias, laterPages, pageCount, pageOf, type PageSlice, type WholeList } from '@/lib/lists/pagination';
import { clipText } from '@/lib/seo/metadata';
import { trail } from '@/lib/seo/structured-data';
import { describePage, type PageDescriptor } from '../kinds/descriptor';

export interface ListOptions<E, S> {
  /** Page 1's path. */
  base: string;
  /** The list's words: its short name (eyebrow, crumb, title), h1, intro, meta description, and the name of its section. */
  words: Record<'title' | 'heading' | 'intro' | 'description' | 'label', string>;
  /** In the order listed. */
  entries: readonly E[];
  /** How many entries a page shows: the one place each list's page size is set. */
  perPage: number;
  summary: (entry: E) => S;
}

export function listPages<E, S>({ base, words, entries, perPage, summary }: ListOptions<E, S>) {
  /** The whole list, for its filters (app/<list>/list.json/route.ts). */
  const data = `${base}list.json`;
  const { title, description } = words;
  const count = pageCount(entries.length, perPage);
  const pageName = (n: number) => fill(uiCopy.pager.title, { n });
  /**
   * Page n; `alias` is page 1 again at the pages route's `<list>page/1/`, which asks search
   * engines not to index it (the sitemap leaves it out).
   */
  const describe = (n: number, alias = false): PageDescriptor => {
    const page = describePage({
      path: base,
      title,
      description,
      above: trail(),
      og: { title: words.heading, kind: title },
      page: n,
    });
    return n === 1 && !alias
      ? page
      : {
          ...page,
          path: alias ? firstPageAlias(base) : page.path,
          // The page's number is in its title, and its description its own, so no two pages share either.
          title: `${title} – ${pageName(n)}`,
          section: undefined,
          description: clipText(`${pageName(n)}: ${description}`),
          ogFrom: base,
          indexable: !alias,
        };
  };
  /** The pages route (`<list>page/[page]/`): its alias of page 1, then pages 2..n. */
  const params = () => [{ page: '1' }, ...laterPages(entries.length, perPage)];
  const routed = (page: string) => describe(Number(page), page === '1');
  return {
    base,
    data,
    words,
    /** For the filters of a list longer than a page, which search all of it; none for a list that fits on one. */
    whole: count > 1 ? ({ source: data, total: entries.length } satisfies WholeList) : undefined,
    /** The entries of page n (1-based), as their summaries. */
    slice: (n: number): PageSlice<S> => {
      const slice = pageOf(entries, perPage, n)!;
      return { ...slice, items: slice.items.map(summary) };
    },
    /** Every entry, for the list's JSON. */
    all: () => entries.map(summary),
    describe,
    /** Every page of the list, the alias of page 1 included. */
    pages: () => [describe(1), ...params().map(({ page }) => routed(page))],
    generateStaticParams: params,
    /** The pages route's page `page` (a param), the alias of page 1 included. */
    routed,
    /** Whether the list has a page n. */
    has: (n: number) => pageOf(entries, perPage, n) !== null,
  };
}
