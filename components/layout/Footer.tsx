import { SiteLink } from '@/components/ui/SiteLink';
import { footerColumns, legalLinks } from '@/lib/menus/navigation';
import type { NavLink } from '@/lib/menus/nav-types';
import legalCopy from '@/content/copy/legal.yaml';
import navigationCopy from '@/content/copy/navigation.yaml';
import { site } from '@/lib/content/site';
import ui from '@/content/copy/ui.yaml';
import { CompanyDetails } from '@/components/sections/CompanyDetails';
import { inlineScript } from '@/lib/browser/inline-script';
import { Logo } from './Logo';

/** Runs in the page as it is parsed (a cached page may be older than this year): self-contained. */
function showCurrentYear(): void {
  document.currentScript!.previousElementSibling!.textContent = String(new Date().getFullYear());
}

const linkItems = (links: readonly NavLink[]) =>
  links.map((link) => (
    <li key={link.href}>
      <SiteLink href={link.href} className="hover:text-quantum-300 hover:underline">
        {link.label}
      </SiteLink>
    </li>
  ));

export function Footer() {
  // The build year is in the HTML (and stays without JavaScript); the site may go a year
  // without a rebuild, so the inline script after it writes the visitor's current year before
  // the line paints. React keeps that text when it hydrates (suppressHydrationWarning).
  // oxlint-disable-next-line react/purity
  const year = new Date().getFullYear();
  return (
    <footer className="bg-brand-950 text-slate-300">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo tone="onDark" />
          <p className="mt-4 max-w-xs text-sm leading-relaxed">{site.tagline}</p>
        </div>
        {footerColumns.map((column) => (
          <div key={column.heading}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{column.heading}</h2>
            <ul className="mt-4 space-y-2.5 text-sm">{linkItems(column.links)}</ul>
          </div>
        ))}
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{navigationCopy.footer.connect}</h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            {site.social.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page grid gap-8 py-8 lg:grid-cols-[2fr_1fr]">
          <CompanyDetails />
          <nav aria-label={legalCopy.trustLinks.landmark}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2.5 text-sm lg:flex-col">
              {linkItems(legalLinks)}
              {/* Only builds with Google Analytics set cookies that need a choice. The banner's code
                  (components/analytics/ga4.ts) shows the button and opens the settings from it. */}
              {process.env.NEXT_PUBLIC_ANALYTICS_PROVIDER === 'ga4' ? (
                <li hidden>
                  <button
                    type="button"
                    data-cc="show-preferencesModal"
                    className="text-left hover:text-quantum-300 hover:underline"
                  >
                    {legalCopy.trustLinks.cookieSettings}
                  </button>
                </li>
              ) : null}
            </ul>
          </nav>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="container-page py-6 text-sm text-slate-400">
          {ui.copyright.sign} <span suppressHydrationWarning>{year}</span>
          <script dangerouslySetInnerHTML={{ __html: inlineScript(showCurrentYear) }} /> {site.name}.{' '}
          {ui.copyright.rights}
        </p>
      </div>
    </footer>
  );
}
