import ui from '@/content/copy/ui.yaml';
import { SiteLink } from '@/components/ui/SiteLink';
import { ChevronRight } from 'lucide';
import { Glyph } from '@/components/ui/glyph-base';
import type { Crumb } from '@/lib/seo/structured-data';

export type { Crumb };

/** Breadcrumb trail (the last crumb is the current page); its JSON-LD comes with the page's (components/seo/PageLd.tsx). */
export function Breadcrumbs({ crumbs, tone = 'light' }: { crumbs: readonly Crumb[]; tone?: 'light' | 'dark' }) {
  const link = tone === 'dark' ? 'text-white/85 hover:text-white' : 'text-slate-600 hover:text-brand-700';
  const current = tone === 'dark' ? 'text-white' : 'text-slate-900';
  return (
    <nav aria-label={ui.breadcrumb.label} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1.5">
        {crumbs.map((crumb, i) => (
          <li key={crumb.href} className="flex items-center gap-1.5">
            {i > 0 ? (
              <Glyph
                icon={ChevronRight}
                className={`h-3.5 w-3.5 ${tone === 'dark' ? 'text-white/70' : 'text-slate-400'}`}
              />
            ) : null}
            {i < crumbs.length - 1 ? (
              <SiteLink href={crumb.href} className={`underline-offset-4 hover:underline ${link}`}>
                {crumb.label}
              </SiteLink>
            ) : (
              <span aria-current="page" className={`font-medium ${current}`}>
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
