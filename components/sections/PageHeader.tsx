import type { ReactNode } from 'react';
import { PageLd } from '@/components/seo/PageLd';
import type { PageDescriptor } from '@/lib/pages/kind';
import { Breadcrumbs } from './Breadcrumbs';

interface Props {
  page: PageDescriptor;
  /** The short line above the h1. */
  eyebrow: string;
  title: string;
  intro?: string;
  children?: ReactNode;
}

export function PageHeader({ page, eyebrow, title, intro, children }: Props) {
  return (
    <section className="relative overflow-hidden bg-linear-to-b from-brand-50 to-white">
      <PageLd page={page} />
      <div className="container-page py-14 sm:py-20">
        <Breadcrumbs crumbs={page.crumbs} />
        <p className="eyebrow mt-6">{eyebrow}</p>
        <h1 className="mt-3 max-w-4xl text-display font-bold tracking-tight">{title}</h1>
        {intro ? <p className="mt-5 max-w-3xl text-lg leading-relaxed text-slate-600">{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}
