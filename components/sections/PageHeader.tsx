import type { ReactNode } from 'react';
import { trail } from '@/lib/structured-data';
import { Breadcrumbs, type Crumb } from './Breadcrumbs';

interface Props {
  /** The page's short name: eyebrow text and its breadcrumb label. */
  eyebrow: string;
  /** The page's path, for its breadcrumb. */
  path: string;
  title: string;
  intro?: string;
  /** A deeper trail than Home › eyebrow (e.g. a job under Careers). */
  crumbs?: readonly Crumb[];
  children?: ReactNode;
}

/** The light header of list and company pages: breadcrumb, eyebrow, h1 and intro. */
export function PageHeader({
  eyebrow,
  path,
  title,
  intro,
  crumbs = trail({ label: eyebrow, href: path }),
  children,
}: Props) {
  return (
    <section className="relative overflow-hidden bg-linear-to-b from-brand-50 to-white">
      <div className="container-page py-14 sm:py-20">
        <Breadcrumbs crumbs={crumbs} />
        <p className="eyebrow mt-6">{eyebrow}</p>
        <h1 className="mt-3 max-w-4xl text-display font-bold tracking-tight">{title}</h1>
        {intro ? <p className="mt-5 max-w-3xl text-lg leading-relaxed text-slate-600">{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}
