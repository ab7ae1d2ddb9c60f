/**
 * The kinds' pages and lists (./entries.ts) bound to their routes: what their route files and
 * templates read. Build time only: it reads content.
 */
import type { KindDef } from '@/lib/kinds/define';
import { kindPages } from './entries';
import { pagedKind, pageKind } from './route';
import { routedList } from './list';

const cache = new Map<object, unknown>();

function bind<E, P extends { slug: string }, S>(kind: KindDef<E, P, S>) {
  const { entries, describe, list } = kindPages(kind);
  return {
    // One route shape to its template either way: an entry and its descriptor.
    pages: (kind.paged
      ? pagedKind(entries as unknown as (P & { page: number })[], describe)
      : pageKind(entries, describe)) as ReturnType<typeof pageKind<P>>,
    list: list && routedList(list),
  };
}

/** A kind bound to its entries once, however many routes and registries ask. */
function boundOnce<E, P extends { slug: string }, S>(kind: KindDef<E, P, S>): ReturnType<typeof bind<E, P, S>> {
  if (!cache.has(kind)) cache.set(kind, bind(kind));
  return cache.get(kind) as ReturnType<typeof bind<E, P, S>>;
}

/** A kind's pages, bound to their entries: what its route exports (`generateStaticParams`, `generateMetadata`, `route`). */
export const pagesOf = <E, P extends { slug: string }, S>(kind: KindDef<E, P, S>) => boundOnce(kind).pages;

/** A kind's list, bound to its entries: what its list's routes and template read. */
export function listOf<E, P extends { slug: string }, S>(kind: KindDef<E, P, S>) {
  const { list } = boundOnce(kind);
  if (!list) throw new Error(`The kind "${kind.name}" has no list.`);
  return list;
}
