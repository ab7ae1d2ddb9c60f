import type { ReactNode } from 'react';
import { NoScriptNotice } from '@/components/ui/NoScriptNotice';
import { Pager } from '@/components/ui/Pager';
import formsCopy from '@/content/copy/forms.yaml';
import type { listKind } from '@/lib/pages/list';
import type { PageSlice } from '@/lib/lists/pagination';
import { PageHeader } from './PageHeader';

interface Props<S> {
  list: ReturnType<typeof listKind<unknown, S>>;
  page: number;
  /** What visitors without JavaScript read; by default, what the filters need (they say which pages still work). */
  noScript?: string;
  /** Whether the notice offers the contact details (applying needs them). */
  withContact?: boolean;
  /** How the page ends: its closing band (CtaBanner), after the list and its pager. */
  closing: ReactNode;
  /** The list's island, given its page of entries and the pager it shows while no filter is set. */
  children: (slice: PageSlice<S>, pager: ReactNode) => ReactNode;
}

/**
 * A page of a list (lib/pages/list.ts): the light header with its breadcrumb, what the filters
 * need without JavaScript, then the list's island with the page's entries and its pager, and the
 * page's closing band: a list ends on a next step, not on its last card.
 */
export function ListPage<S>({ list, page, noScript, withContact = false, closing, children }: Props<S>) {
  const slice = list.slice(page);
  const { words } = list;
  return (
    <>
      <PageHeader page={list.describe(page)} eyebrow={words.title} title={words.heading} intro={words.intro} />
      <section aria-label={words.label} className="container-page pb-20">
        <NoScriptNotice
          text={noScript ?? (slice.pageCount > 1 ? formsCopy.noScript.filtersPaged : formsCopy.noScript.filters)}
          withContact={withContact}
        />
        {children(slice, <Pager base={list.base} page={page} pageCount={slice.pageCount} />)}
      </section>
      {closing}
    </>
  );
}
