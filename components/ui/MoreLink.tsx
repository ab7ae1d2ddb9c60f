import { ArrowRight } from 'lucide';
import { Glyph } from './glyph-base';
import { SiteLink } from './SiteLink';

/** A card's "Read More" style link; screen readers also hear what it leads to. */
export function MoreLink({ href, label, about }: { href: string; label: string; about: string }) {
  return (
    <SiteLink
      href={href}
      className="mt-5 inline-flex items-center gap-1 self-start text-sm font-semibold text-brand-700 hover:gap-2 hover:underline"
    >
      {label}
      <span className="sr-only">: {about}</span>
      <Glyph icon={ArrowRight} className="h-4 w-4" />
    </SiteLink>
  );
}
