import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from './Breadcrumbs';

/** The light header of list and company pages: eyebrow, h1 and intro. */
export function PageHeader({ eyebrow, title, intro, crumbs, children }: { eyebrow?: string; title: string; intro?: string; crumbs?: Crumb[]; children?: ReactNode }) {
  return (
    <section className="relative overflow-hidden bg-linear-to-b from-brand-50 to-white">
      <div className="container-page py-14 sm:py-20">
        {crumbs ? <Breadcrumbs crumbs={crumbs} /> : null}
        {eyebrow ? <p className={`eyebrow ${crumbs ? 'mt-6' : ''}`}>{eyebrow}</p> : null}
        <h1 className="mt-3 max-w-4xl text-display font-bold tracking-tight">{title}</h1>
        {intro ? <p className="mt-5 max-w-3xl text-lg leading-relaxed text-slate-600">{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}
