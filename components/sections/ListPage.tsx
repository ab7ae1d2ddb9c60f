import type { ReactNode } from 'react';
import type { Crumb } from '@/lib/structured-data';
import { PageHeader } from './PageHeader';

interface Props {
  /** Page 1's path. */
  base: string;
  crumbs: readonly Crumb[];
  eyebrow: string;
  heading: string;
  intro: string;
  /** The list section's name, read out by screen readers. */
  label: string;
  /** What visitors without JavaScript should know (a NoScriptNotice). */
  notice: ReactNode;
  /** The list's island, with its pager. */
  children: ReactNode;
}

/** A page of a list (lib/pages/list.ts): the light header with its breadcrumb, then the list. */
export function ListPage({ base, crumbs, eyebrow, heading, intro, label, notice, children }: Props) {
  return (
    <>
      <PageHeader eyebrow={eyebrow} path={base} crumbs={crumbs} title={heading} intro={intro} />
      <section aria-label={label} className="container-page pb-20">
        {notice}
        {children}
      </section>
    </>
  );
}
