/**
 * The kinds (lib/kinds/) over the entries the loader read: each kind's pages and its list's pages,
 * with nothing of Next, so the registry (./all.ts) and the content check can read them;
 * ./bound.ts binds them to routes. Build time only: it reads content.
 */
import { content } from '@/lib/content';
import type { KindDef } from '@/lib/kinds/define';
import type { PageDescriptor } from '../kinds/descriptor';
import { listPages } from './list-pages';

const cache = new Map<object, unknown>();

/** The source entries of a kind: its own collection's, or the one it names, as the loader joined them. */
const entriesOf = <E, P extends { slug: string }, S>(kind: KindDef<E, P, S>): E[] =>
  (content as unknown as Record<string, E[]>)[kind.source ?? kind.name]!;

function read<E, P extends { slug: string }, S>(kind: KindDef<E, P, S>) {
  const entries = entriesOf(kind);
  const pages = kind.pages ? kind.pages(entries) : (entries as unknown as P[]);
  const describe = (page: P): PageDescriptor => kind.describe(page, entries);
  return {
    /** One entry a page (a kind's own pages may differ from its source entries), and its descriptor. */
    entries: pages,
    describe,
    pages: () => pages.map(describe),
    list: kind.list && listPages({ ...kind.list, entries: kind.list.entries?.(entries) ?? entries }),
  };
}

/** A kind read once, however many routes and registries ask. */
export function kindPages<E, P extends { slug: string }, S>(kind: KindDef<E, P, S>): ReturnType<typeof read<E, P, S>> {
  if (!cache.has(kind)) cache.set(kind, read(kind));
  return cache.get(kind) as ReturnType<typeof read<E, P, S>>;
}
