import type { ReactNode } from 'react';
import type { Draft, KindDef } from '@/lib/kinds/define';
import type { PageDescriptor } from '@/lib/kinds/descriptor';

/**
 * A kind's preview in the CMS (cms/kind-templates.tsx, written by `npm run kinds`): the page of
 * a draft, from its checked fields as the kind completes them with the saved content (its
 * `preview`), drawn by its template with its descriptor; and its list, which shows its page of copy.
 */
export const template = <E, P extends { slug: string }, S>(
  kind: KindDef<E, P, S>,
  draw: (entry: P, page: PageDescriptor) => ReactNode,
  list?: (n: number) => ReactNode,
) => ({
  collection: kind.collection!,
  /** The preview of the kind's page of copy, when it has one: its list's first page. */
  copy: kind.collection?.copy && list && { name: kind.collection.copy.name, page: () => list(1) },
  page(draft: Draft<unknown>, saved: Record<string, unknown>): ReactNode {
    const page = kind.preview ? kind.preview(draft, saved) : (draft.fields as unknown as P);
    return page && draw(page, kind.describe(page, saved[kind.source ?? kind.name] as E[]));
  },
});
