import { SiteLink } from '@/components/ui/SiteLink';
import { buttonStyles } from '@/components/ui/button';
import {
  contactPageLink,
  mobileMenu,
  pricingLink,
  primaryLinks,
  productMenu,
  serviceMenu,
} from '@/lib/menus/navigation';
import { site } from '@/lib/content/site';
import { paths } from '@/lib/paths';
import { ChevronDown, ClipboardList, Menu, X } from 'lucide';
import { Glyph } from '@/components/ui/glyph-base';
import { Logo } from './Logo';
import DropdownMenu from './nav/DropdownMenu';
import MobileNav from './nav/MobileNav';
import SearchLauncher from '@/components/search/SearchLauncher';
import QuoteCount from '@/components/quote/QuoteCount';
import quoteButtonCopy from '@/content/copy/quote-button.yaml';
import ui from '@/content/copy/ui.yaml';
import copy from '@/content/copy/navigation.yaml';

// Drawn here, on the server, and handed to the menus: the icons cost their islands no JavaScript.
const chevron = (
  <Glyph
    icon={ChevronDown}
    className="h-4 w-4 transition-transform group-aria-expanded:rotate-180 motion-reduce:transition-none"
  />
);
const mobileIcons = {
  open: <Glyph icon={Menu} className="h-6 w-6 group-open:hidden" />,
  close: <Glyph icon={X} className="hidden h-6 w-6 group-open:block" />,
  fold: (
    <Glyph
      icon={ChevronDown}
      className="h-5 w-5 shrink-0 text-slate-500 transition-transform motion-reduce:transition-none"
    />
  ),
};

const navLink = 'rounded-full px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900';

export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="container-page relative flex h-16 items-center justify-between gap-4">
        <SiteLink href="/" className="flex shrink-0 items-center gap-2 rounded-lg" aria-label={`${site.name} home`}>
          <Logo />
        </SiteLink>
        <nav aria-label={copy.landmarks.main} className="ml-auto hidden items-center gap-1 lg:flex">
          <DropdownMenu label={copy.pages.products} href={paths.products} items={productMenu} chevron={chevron} />
          <DropdownMenu label={copy.pages.services} href={paths.services} items={serviceMenu} chevron={chevron} />
          {primaryLinks.map((link) => (
            <SiteLink key={link.href} href={link.href} className={navLink}>
              {link.label}
            </SiteLink>
          ))}
          {/* From 1280 px: below it the bar has no room for a third link (its labels wrapped at 1024);
              the phone menu and the footer lead there too. */}
          <SiteLink href={contactPageLink.href} className={`hidden xl:inline-flex ${navLink}`}>
            {contactPageLink.label}
          </SiteLink>
          <SiteLink href={pricingLink.href} className={buttonStyles({ className: 'ml-2' })}>
            {pricingLink.label}
          </SiteLink>
        </nav>
        <div className="flex items-center gap-2">
          <SearchLauncher />
          {/* The quote list: server HTML, with only its count as a (tiny) island. */}
          <SiteLink
            href={paths.quote}
            className="relative inline-flex h-11 items-center gap-2 rounded-full border border-slate-200 px-3 text-sm text-slate-600 hover:border-brand-300 hover:text-brand-800 lg:h-10"
          >
            <Glyph icon={ClipboardList} className="h-5 w-5" />
            <span className="sr-only xl:not-sr-only">{quoteButtonCopy.indicator.label}</span>
            <QuoteCount one={quoteButtonCopy.indicator.items.one} many={quoteButtonCopy.indicator.items.other} />
          </SiteLink>
          <MobileNav items={mobileMenu} label={ui.menuToggle} landmark={copy.landmarks.mobile} icons={mobileIcons}>
            <SiteLink href={pricingLink.href} className={buttonStyles({ size: 'lg', className: 'mt-4 w-full' })}>
              {pricingLink.label}
            </SiteLink>
          </MobileNav>
        </div>
      </div>
    </header>
  );
}
