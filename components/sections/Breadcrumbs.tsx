import Link from 'next/link';
import { ChevronRight } from '@/components/ui/glyphs';

export interface Crumb {
  label: string;
  href?: string;
}

/** Breadcrumb trail; the last crumb is the current page. */
export function Breadcrumbs({ crumbs, tone = 'light' }: { crumbs: Crumb[]; tone?: 'light' | 'dark' }) {
  const link = tone === 'dark' ? 'text-white/85 hover:text-white' : 'text-slate-600 hover:text-brand-700';
  const current = tone === 'dark' ? 'text-white' : 'text-slate-900';
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-1.5">
        {crumbs.map((crumb, i) => (
          <li key={crumb.label} className="flex items-center gap-1.5">
            {i > 0 ? <ChevronRight className={`h-3.5 w-3.5 ${tone === 'dark' ? 'text-white/70' : 'text-slate-400'}`} /> : null}
            {crumb.href && i < crumbs.length - 1 ? (
              <Link href={crumb.href} prefetch={false} className={`underline-offset-4 hover:underline ${link}`}>
                {crumb.label}
              </Link>
            ) : (
              <span aria-current={i === crumbs.length - 1 ? 'page' : undefined} className={`font-medium ${current}`}>
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
