/**
 * A page kind's descriptor: everything the site needs to know about a page (path, title, crumbs,
 * card, JSON-LD, search, indexable), in one place so metadata, cards, sitemap and search cannot
 * disagree. Nothing of Next or React, so the content side can read it; ./route.ts binds it to routes.
 */
import type { Thing, WithContext } from 'schema-dts';
import uiCopy from '@/content/copy/ui.yaml';
import { fill } from '@/lib/text/fill';
import { pagePath } from '@/lib/lists/pagination';
import type { SearchDoc, SearchKind } from '@/lib/search';
import { pageMetadata, type PageMetadata } from '@/lib/seo/metadata';
import type { Crumb } from '@/lib/seo/structured-data';
import type { OgData } from '@/lib/seo/og-data';

export type { OgData };

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

/** A page's metadata from its descriptor; a page search engines should skip says so. */
export function metadataFor(page: PageDescriptor): PageMetadata & { robots?: { index: boolean; follow: boolean } } {
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

/** A page of its own (the home page, about, pricing...): its descriptor and metadata. */
export function singlePage(describe: () => PageDescriptor) {
  let page: PageDescriptor | undefined;
  const described = () => (page ??= describe());
  return {
    describe: described,
    pages: () => [described()],
    metadata: () => metadataFor(described()),
  };
}
