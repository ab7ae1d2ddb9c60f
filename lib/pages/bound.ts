/**
 * The kinds (lib/kinds/) bound to the entries the loader read: what their routes export, their
 * lists, and their pages for the registry (./all.ts). Build time only: it reads content.
 */
import { content } from '@/lib/content';
import type { KindDef } from '@/lib/kinds/define';
import type { PageDescriptor } from './kind';
import { pagedKind, pageKind } from './route';
import { listKind } from './list';

const cache = new Map<object, unknown>();

/** The source entries of a kind: its own collection's, or the one it names, as the loader joined them. */
export const entriesOf = <E, P extends { slug: string }, S>(kind: KindDef<E, P, S>): E[] =>
  (content as unknown as Record<string, E[]>)[kind.source ?? kind.name]!;

function bind<E, P extends { slug: string }, S>(kind: KindDef<E, P, S>) {
  const entries = entriesOf(kind);
  const pages = kind.pages ? kind.pages(entries) : (entries as unknown as P[]);
  const describe = (page: P): PageDescriptor => kind.describe(page, entries);
  return {
    // One route shape to its template either way: an entry and its descriptor.
    pages: (kind.paged
      ? pagedKind(pages as unknown as (P & { page: number })[], describe)
      : pageKind(pages, describe)) as ReturnType<typeof pageKind<P>>,
    list: kind.list && listKind({ ...kind.list, entries: kind.list.entries?.(entries) ?? entries }),
  };
}

/** A kind bound to its entries once, however many routes and registries ask. */
function boundOnce<E, P extends { slug: string }, S>(kind: KindDef<E, P, S>): ReturnType<typeof bind<E, P, S>> {
  if (!cache.has(kind)) cache.set(kind, bind(kind));
  return cache.get(kind) as ReturnType<typeof bind<E, P, S>>;
}

/** A kind's pages, bound to their entries: what its route exports (`generateStaticParams`, `generateMetadata`, `route`). */
export const pagesOf = <E, P extends { slug: string }, S>(kind: KindDef<E, P, S>) => boundOnce(kind).pages;

/** A kind's list bound to its entries, or undefined for a kind without one. */
export const listIfAny = <E, P extends { slug: string }, S>(kind: KindDef<E, P, S>) => boundOnce(kind).list;

/** A kind's list, bound to its entries: what its list's routes and template read. */
export function listOf<E, P extends { slug: string }, S>(kind: KindDef<E, P, S>) {
  const list = listIfAny(kind);
  if (!list) throw new Error(`The kind "${kind.name}" has no list.`);
  return list;
}
