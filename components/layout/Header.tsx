import { SiteLink } from '@/components/ui/SiteLink';
import { buttonStyles } from '@/components/ui/button';
import { mobileMenu, pricingLink, primaryLinks, productMenu, serviceMenu } from '@/lib/navigation';
import { site } from '@/lib/site';
import { paths } from '@/lib/paths';
import { ChevronDown, Menu, X } from 'lucide';
import { Glyph } from '@/components/ui/glyph-base';
import { Logo } from './Logo';
import DropdownMenu from './nav/DropdownMenu';
import MobileNav from './nav/MobileNav';
import SearchLauncher from '@/components/search/SearchLauncher';
import { QuoteIndicator } from '@/components/quote/QuoteIndicator';
import ui from '@/content/pages/ui.yaml';
import copy from '@/content/pages/navigation.yaml';

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
            <SiteLink
              key={link.href}
              href={link.href}
              className="rounded-full px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
            >
              {link.label}
            </SiteLink>
          ))}
          <SiteLink href={pricingLink.href} className={buttonStyles({ className: 'ml-2' })}>
            {pricingLink.label}
          </SiteLink>
        </nav>
        <div className="flex items-center gap-2">
          <SearchLauncher />
          <QuoteIndicator />
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
