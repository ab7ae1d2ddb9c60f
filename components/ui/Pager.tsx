import uiCopy from '@/content/copy/ui.yaml';
import { cn } from '@/lib/styles/cn';
import { fill } from '@/lib/text/fill';
import { pagePath, pagerItems } from '@/lib/lists/pagination';
import { ChevronLeft, ChevronRight } from 'lucide';
import { Glyph } from './glyph-base';
import { SiteLink } from './SiteLink';

const copy = uiCopy.pager;
// A gap between page numbers: a typographic mark, not words.
const ELLIPSIS = '\u2026';
const box = 'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-full px-3 text-sm font-semibold';
const link = cn(box, 'border border-slate-300 bg-white text-slate-800 hover:border-brand-400 hover:text-brand-800');

/**
 * Links between the pages of a long list: plain links, so every page is reachable with
 * JavaScript off and by crawlers. Nothing is drawn for a list that fits on one page.
 */
export function Pager({ base, page, pageCount }: { base: string; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={copy.label} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <SiteLink href={pagePath(base, page - 1)} rel="prev" className={link}>
          <Glyph icon={ChevronLeft} className="h-4 w-4" />
          {copy.previous}
        </SiteLink>
      ) : null}
      <ol className="flex flex-wrap items-center gap-2">
        {pagerItems(page, pageCount).map((n, i) => (
          <li key={n ?? `gap-${i}`}>
            {n === null ? (
              <span aria-hidden="true" className={cn(box, 'text-slate-500')}>
                {ELLIPSIS}
              </span>
            ) : n === page ? (
              <span aria-current="page" className={cn(box, 'bg-brand-700 text-white')}>
                <span className="sr-only">{fill(copy.page, { n })}</span>
                <span aria-hidden="true">{n}</span>
              </span>
            ) : (
              <SiteLink href={pagePath(base, n)} className={link} aria-label={fill(copy.page, { n })}>
                {n}
              </SiteLink>
            )}
          </li>
        ))}
      </ol>
      {page < pageCount ? (
        <SiteLink href={pagePath(base, page + 1)} rel="next" className={link}>
          {copy.next}
          <Glyph icon={ChevronRight} className="h-4 w-4" />
        </SiteLink>
      ) : null}
    </nav>
  );
}
