/**
 * A page kind: the pages one template renders, one per content entry. Its descriptor turns an
 * entry into everything the rest of the site needs to know about that page (path, title,
 * breadcrumbs, Open Graph card, JSON-LD, search document, whether search engines may index
 * it), so metadata, the og.png route, the sitemap, search and feeds cannot disagree.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { Thing, WithContext } from 'schema-dts';
import type { OgData } from '@/lib/og';
import type { SearchDoc } from '@/lib/search';
import { pageMetadata } from '@/lib/seo';
import type { Crumb } from '@/lib/structured-data';

export interface PageDescriptor {
  path: string;
  /** The page's own title; `section` follows it in the document title. */
  title: string;
  section?: string;
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
}

export function metadataFor(page: PageDescriptor): Metadata {
  const metadata = pageMetadata({
    title: page.section ? `${page.title} | ${page.section}` : page.title,
    description: page.description,
    path: page.path,
    type: page.type,
  });
  return page.indexable ? metadata : { ...metadata, robots: { index: false, follow: true } };
}

/**
 * Binds a descriptor to its entries and route parameter: what a route file and its og.png
 * route export, so each stays a few lines.
 */
export function pageKind<E extends { slug: string }, P extends string>(
  param: P,
  entries: readonly E[],
  describe: (entry: E) => PageDescriptor,
) {
  type Params = { params: Promise<Record<P, string>> };
  const find = (slug: string) => entries.find((entry) => entry.slug === slug);
  return {
    describe,
    entries,
    /** Every page of the kind, described. */
    pages: () => entries.map(describe),
    generateStaticParams: () => entries.map((entry) => ({ [param]: entry.slug }) as Record<P, string>),
    /** The entry of a pre-rendered page (the export renders no other). */
    async entry({ params }: Params): Promise<E> {
      const entry = find((await params)[param]);
      if (!entry) notFound();
      return entry;
    },
    async generateMetadata({ params }: Params): Promise<Metadata> {
      const entry = find((await params)[param]);
      return entry ? metadataFor(describe(entry)) : {};
    },
    /** The Open Graph card of a page, for its og.png route (lib/og.tsx draws it). */
    ogData: (params: Record<P, string>) => {
      const entry = find(params[param]);
      return entry && describe(entry).og;
    },
  };
}
