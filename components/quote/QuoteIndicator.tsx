'use client';

import { SiteLink } from '@/components/ui/SiteLink';
import { ClipboardGlyph } from '@/components/ui/layout-glyphs';
import { quoteIndicator as copy } from '@/content/quote-page';
import { paths } from '@/lib/paths';
import { useQuoteList } from './quote-store';

/**
 * The header's link to the quote list. The server HTML has no count (it cannot know one); the
 * count appears once the app runs, which it does on the first interaction as on every page,
 * and follows every change, in this tab and others.
 */
export default function QuoteIndicator() {
  const count = useQuoteList()?.items.length ?? 0;
  return (
    <SiteLink
      href={paths.quote}
      className="relative inline-flex h-11 items-center gap-2 rounded-full border border-slate-200 px-3 text-sm text-slate-600 hover:border-brand-300 hover:text-brand-800 lg:h-10"
    >
      <ClipboardGlyph />
      <span className="sr-only xl:not-sr-only">{copy.label}</span>
      {count > 0 ? (
        <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs leading-5 font-semibold text-white">
          {count}
          <span className="sr-only">{copy.items(count)}</span>
        </span>
      ) : null}
    </SiteLink>
  );
}
