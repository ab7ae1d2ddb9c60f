/**
 * A kind's descriptor (./kind.ts) bound to its routes: what a route file exports (static params,
 * metadata, the page component), so route files stay a few lines.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { pagePath } from '@/lib/lists/pagination';
import { metadataFor, type PageDescriptor } from '../kinds/descriptor';

/** A route's params: an entry's slug and, for a list cut into pages, the segments after it. */
type Params = { slug: string; page?: string[] };
const paramsKey = ({ slug, page = [] }: Params) => [slug, ...page].join('/');

/** A kind's entries bound to its route: which params find which entry, and what the routes export. */
function bind<E, P extends Params>(
  entries: readonly E[],
  describe: (entry: E) => PageDescriptor,
  paramsOf: (entry: E) => P,
) {
  type Props = { params: Promise<P> };
  const find = (params: P) => entries.find((entry) => paramsKey(paramsOf(entry)) === paramsKey(params));
  /** The entry of a pre-rendered page (the export renders no other). */
  const entryOf = async ({ params }: Props): Promise<E> => find(await params) ?? notFound();
  return {
    describe,
    entries,
    pages: () => entries.map(describe),
    generateStaticParams: () => entries.map(paramsOf),
    entry: entryOf,
    /** The route's page component: the entry of a pre-rendered page, drawn by its template. */
    route: (render: (entry: E, page: PageDescriptor) => ReactNode) => async (props: Props) => {
      const found = await entryOf(props);
      return render(found, describe(found));
    },
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const entry = find(await params);
      return entry ? metadataFor(describe(entry)) : {};
    },
  };
}

/**
 * Binds a descriptor to its entries: what a route file (`[slug]`, as every entry's route names
 * its parameter) exports, so it stays a few lines.
 */
export const pageKind = <E extends { slug: string }>(entries: readonly E[], describe: (entry: E) => PageDescriptor) =>
  bind(entries, describe, (entry) => ({ slug: entry.slug }));

/** The route segments after a list's address of its page n: none for page 1, `page/<n>` after. */
const pageSegments = (n: number) => pagePath('/', n).split('/').filter(Boolean);

/**
 * A kind whose entries are lists cut into pages, at one route `[slug]/[[...page]]`: the export
 * refuses a route with no page to pre-render, and most lists fit on one page.
 */
export const pagedKind = <E extends { slug: string; page: number }>(
  entries: readonly E[],
  describe: (entry: E) => PageDescriptor,
) => bind(entries, describe, (entry): Params => ({ slug: entry.slug, page: pageSegments(entry.page) }));
