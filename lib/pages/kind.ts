/**
 * A page kind: the pages one template renders. Its descriptor turns an entry (or, for a page of
 * its own, nothing) into everything the rest of the site needs to know about that page (path,
 * title, breadcrumbs, Open Graph card, JSON-LD, search document, whether search engines may
 * index it), so metadata, the Open Graph cards (app/og/), the structured data, the sitemap, search
 * and the route crawl cannot disagree. Every page of the site belongs to one (lib/pages/all.ts).
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import type { Thing, WithContext } from 'schema-dts';
import uiCopy from '@/content/copy/ui.yaml';
import { fill } from '@/lib/fill';
import type { OgData } from '@/lib/og';
import { pagePath } from '@/lib/pagination';
import type { SearchDoc, SearchKind } from '@/lib/search';
import { pageMetadata } from '@/lib/seo';
import type { Crumb } from '@/lib/structured-data';

export interface PageDescriptor {
  path: string;
  /** The page's own title; `section` follows it in the document title. */
  title: string;
  section?: string;
  /** The title already carries the brand (the home page): the layout adds none. */
  absoluteTitle?: boolean;
  description: string;
  type?: 'website' | 'article' | 'profile';
  /** From the home page to this page. */
  crumbs: Crumb[];
  og: OgData;
  jsonLd: WithContext<Thing>[];
  /** Absent for pages that search should not offer (a closed job). */
  search?: SearchDoc;
  /** False asks search engines not to index the page; the sitemap then leaves it out too. */
  indexable: boolean;
  /** The page whose Open Graph card this one shares, when it has none of its own (a later page of a list). */
  ogFrom?: string;
}

/** What a page says of itself; `describePage` derives the rest. */
interface PageWords extends Pick<PageDescriptor, 'path' | 'title' | 'section' | 'description' | 'type'> {
  /** The trail above the page, from the home page; the page is its last crumb, named `crumb` or its title. */
  above: Crumb[];
  crumb?: string;
  /** Its card, which shows its title and description unless these say otherwise. */
  og: Partial<OgData> & { kind: string };
  jsonLd?: PageDescriptor['jsonLd'];
  /** What search finds it by, under its title at its path, summed up by its description unless `summary` says otherwise. */
  search?: { kind: SearchKind; summary?: string; keywords: string[] };
  indexable?: boolean;
  /**
   * Page n of a list that starts at `path`: from page 2 on, its address is `<path>page/<n>/`, and
   * "Page n" is the section of its title and its last crumb (so no two pages share a title), and
   * it shows page 1's card.
   */
  page?: number;
}

export function describePage({
  above,
  crumb,
  og,
  search,
  jsonLd = [],
  indexable = true,
  page = 1,
  ...words
}: PageWords): PageDescriptor {
  const { path, title, description } = words;
  const described: PageDescriptor = {
    ...words,
    crumbs: [...above, { label: crumb ?? title, href: path }],
    og: { title, text: description, ...og },
    jsonLd,
    search: search && {
      kind: search.kind,
      title,
      url: path,
      summary: search.summary ?? description,
      keywords: search.keywords.join(' '),
    },
    indexable,
  };
  if (page <= 1) return described;
  const name = fill(uiCopy.pager.title, { n: page });
  const at = pagePath(path, page);
  return {
    ...described,
    path: at,
    section: name,
    crumbs: [...described.crumbs, { label: name, href: at }],
    ogFrom: path,
  };
}

export function metadataFor(page: PageDescriptor): Metadata {
  const metadata = pageMetadata({
    title: page.section ? `${page.title} | ${page.section}` : page.title,
    description: page.description,
    path: page.path,
    absoluteTitle: page.absoluteTitle,
    type: page.type,
    imageOf: page.ogFrom,
  });
  return page.indexable ? metadata : { ...metadata, robots: { index: false, follow: true } };
}

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
 * A kind whose entries are lists cut into pages (lib/pagination.ts), all at one route
 * `[slug]/[[...page]]`: page 1 at the list's address, page n at `<list>page/<n>/`. One route,
 * because the export refuses a route with no page to pre-render, and most lists fit on one page.
 * Later pages share page 1's Open Graph card (`ogFrom`).
 */
export const pagedKind = <E extends { slug: string; page: number }>(
  entries: readonly E[],
  describe: (entry: E) => PageDescriptor,
) => bind(entries, describe, (entry): Params => ({ slug: entry.slug, page: pageSegments(entry.page) }));

/** A page of its own (the home page, about, pricing...): its descriptor and metadata. */
export function singlePage(describe: () => PageDescriptor) {
  let page: PageDescriptor | undefined;
  const described = () => (page ??= describe());
  return {
    describe: described,
    pages: () => [described()],
    metadata: (): Metadata => metadataFor(described()),
  };
}
