/**
 * A list's pages (./list-pages.ts) bound to their routes: page 1's metadata, the pages route's
 * metadata and page component. Only route files and templates read it; the registry reads the pages.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { metadataFor } from '../kinds/descriptor';
import { listPages, type ListOptions } from './list-pages';

type Props = { params: Promise<{ page: string }> };

/** A list's pages with what its routes export. */
export function routedList<E, S>(list: ReturnType<typeof listPages<E, S>>) {
  return {
    ...list,
    /** Page 1's. */
    metadata: (): Metadata => metadataFor(list.describe(1)),
    generateMetadata: async (props: Props): Promise<Metadata> => metadataFor(list.routed((await props.params).page)),
    /** The pages route's page component: a pre-rendered page number, drawn by the list's template. */
    route: (render: (n: number) => ReactNode) => async (props: Props) => {
      const n = Number((await props.params).page);
      if (!list.has(n)) notFound();
      return render(n);
    },
  };
}

export const listKind = <E, S>(options: ListOptions<E, S>) => routedList(listPages(options));
