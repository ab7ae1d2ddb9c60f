/**
 * A page kind, declared in one module of this folder (`lib/kinds/<name>.ts`): its address (from
 * lib/paths.ts, the one place URLs are built), its descriptor, its list, its templates and its
 * preview in the CMS. Its entries' schema, type and CMS definition sit below it, in
 * lib/content/collections/, which imports nothing of the kinds: the content check and the scale
 * bench read the collections without the pages. The registry (`./index.ts`, written by
 * `npm run kinds`) lists the kinds; lib/pages/entries.ts reads each over the entries the loader read.
 */
import type { CollectionDef } from '@/lib/content/collections/define';
import type { PageDescriptor } from '@/lib/kinds/descriptor';

/** A list of a kind's entries, a page at a time (lib/pages/list-pages.ts). */
export interface KindList<E, S> {
  /** Page 1's path. */
  base: string;
  /** The list's words: its short name (eyebrow, crumb, title), h1, intro, meta description, and the name of its section. */
  words: Record<'title' | 'heading' | 'intro' | 'description' | 'label', string>;
  /** The entries listed, in list order, from the kind's entries. */
  entries?: (entries: E[]) => E[];
  /** How many entries a page shows: the one place each list's page size is set. */
  perPage: number;
  /** What a card and the list's filters need of an entry; the list's JSON holds these. */
  summary: (entry: E) => S;
  /** The list has filters, which load the whole list as JSON (`<list>list.json`) once used on a list longer than a page. */
  filters?: boolean;
  /** Its template: a component of `{ page: number }`, `<file>` (in `components/<file>.tsx`, named as the file) or `<file>#<Name>`. */
  template: string;
}

/** A draft in the CMS's form: its fields checked by the collection's schema, its Markdown body and its file. */
export interface Draft<F> {
  fields: F & { slug: string };
  body: string;
  file: string;
}

export interface KindDef<E, P extends { slug: string } = E & { slug: string }, S = unknown> {
  /** The kind's key: the loader's name of its collection (`content.jobs`), and of its generated files. */
  name: string;
  /** Where it comes among the kinds (smaller first): the registry, and the CMS's list of collections (lib/content/collections/index.ts), in this order. */
  order: number;
  /** Its entries' collection (lib/content/collections/), which the CMS's previews edit. None for a kind made of another's entries. */
  collection?: CollectionDef;
  /** The collection its pages are made from, by the loader's name: its own unless it says otherwise. */
  source?: string;
  /** Its pages, from the source's entries: one an entry unless it says otherwise. */
  pages?: (entries: E[]) => P[];
  /** A page's descriptor (lib/kinds/descriptor.ts): its path, title, crumbs, card, JSON-LD and search document. */
  describe: (page: P, entries: E[]) => PageDescriptor;
  /**
   * Editors add entries for good (jobs, articles): no page may grow with them unless it shows them
   * all, which the growth test checks by copying them (lib/pages/growth.test.tsx).
   */
  grows?: boolean;
  /** Its pages are lists cut into pages (`[slug]/[[...page]]`, lib/pages/route.ts `pagedKind`). */
  paged?: boolean;
  /** The route of a page, as `paths` makes it for the parameter `[slug]`. */
  route: (slug: string) => string;
  /**
   * Its template: a component of `{ <prop>: page, page: descriptor }`, `<file>` (in
   * `components/<file>.tsx`, named as the file) or `<file>#<Name>`.
   */
  template: { file: string; prop: string };
  list?: KindList<E, S>;
  /**
   * The page a draft in the CMS shows, from the draft and the saved content (the source's
   * entries and the others it names): the draft's fields as they are unless it says otherwise.
   */
  preview?(draft: Draft<unknown>, saved: Record<string, unknown>): P | undefined;
}

/** A kind of any entry type, as the registries walk them (each kind keeps its own types where it is used). */
export type AnyKind = KindDef<any, any, any>;

/** Keeps a kind's types. */
export const defineKind = <E, P extends { slug: string } = E & { slug: string }, S = unknown>(kind: KindDef<E, P, S>) =>
  kind;
