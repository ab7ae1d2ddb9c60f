import { SiteLink } from '@/components/ui/SiteLink';
import { ClipboardList } from 'lucide';
import { Glyph } from '@/components/ui/glyph-base';
import quoteButtonCopy from '@/content/pages/quote-button.yaml';
import { paths } from '@/lib/paths';
import QuoteCount from './QuoteCount';

/** The header's link to the quote list: server HTML, with only its count as a (tiny) island. */
const copy = quoteButtonCopy.indicator;

export function QuoteIndicator() {
  return (
    <SiteLink
      href={paths.quote}
      className="relative inline-flex h-11 items-center gap-2 rounded-full border border-slate-200 px-3 text-sm text-slate-600 hover:border-brand-300 hover:text-brand-800 lg:h-10"
    >
      <Glyph icon={ClipboardList} className="h-5 w-5" />
      <span className="sr-only xl:not-sr-only">{copy.label}</span>
      <QuoteCount one={copy.items.one} many={copy.items.other} />
    </SiteLink>
  );
}
