import type { ReactNode } from 'react';
import { PageLd } from '@/components/seo/PageLd';
import type { PageDescriptor } from '@/lib/kinds/descriptor';
import { Breadcrumbs } from './Breadcrumbs';

interface Props {
  page: PageDescriptor;
  /** The short line above the h1. */
  eyebrow: string;
  title: string;
  intro?: string;
  children?: ReactNode;
  /** Beside the heading on large screens (a fact panel), so the header's right half is not empty. */
  aside?: ReactNode;
}

export function PageHeader({ page, eyebrow, title, intro, children, aside }: Props) {
  const opening = (
    <>
      <Breadcrumbs crumbs={page.crumbs} />
      <p className="eyebrow mt-6">{eyebrow}</p>
      <h1 className="mt-3 max-w-4xl text-display font-bold tracking-tight">{title}</h1>
      {intro ? <p className="mt-5 max-w-3xl text-lg leading-relaxed text-slate-600">{intro}</p> : null}
      {children}
    </>
  );
  return (
    <section className="relative overflow-hidden bg-linear-to-b from-brand-50 to-white">
      <PageLd page={page} />
      {aside ? (
        <div className="container-page grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[1.4fr_1fr]">
          <div>{opening}</div>
          {aside}
        </div>
      ) : (
        <div className="container-page py-14 sm:py-20">{opening}</div>
      )}
    </section>
  );
}
