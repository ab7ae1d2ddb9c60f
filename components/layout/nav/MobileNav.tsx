'use client';

import { SiteLink } from '@/components/ui/SiteLink';
import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import type { MobileSection, NavLink } from '@/lib/nav-types';

function Links({ links, onChoose }: { links: NavLink[]; onChoose: () => void }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.href}>
          <SiteLink href={link.href} onClick={onChoose}>
            {link.label}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The small-screen navigation: a native <details> disclosure, so it opens without
 * JavaScript too; with it, Escape and choosing a link close the panel (max 80% of the viewport).
 * Product groups fold inside it, native disclosures as well, so they open before the app starts.
 * Its words and icons come as props, so the navigation copy and the icons' drawings stay out of
 * every page's JavaScript.
 */
export default function MobileNav({
  sections,
  label,
  landmark,
  icons,
}: {
  sections: MobileSection[];
  /** The toggle's name. */
  label: string;
  /** The panel's navigation landmark name. */
  landmark: string;
  /** Server-rendered: the toggle's when closed and when open, and a fold's chevron. */
  icons: { open: ReactNode; close: ReactNode; fold: ReactNode };
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const summary = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        summary.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const toggle = (event: MouseEvent) => {
    event.preventDefault();
    setOpen((v) => !v);
  };

  return (
    <details open={open} className="group lg:hidden">
      <summary
        ref={summary}
        onClick={toggle}
        aria-controls={panelId}
        className="inline-flex h-11 w-11 cursor-pointer list-none items-center justify-center rounded-full text-slate-800 hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
      >
        {icons.open}
        {icons.close}
        <span className="sr-only">{label}</span>
      </summary>
      <nav
        id={panelId}
        aria-label={landmark}
        className="mobile-nav absolute inset-x-0 top-full max-h-[80vh] overflow-y-auto border-t border-slate-200 bg-white px-4 pb-6 shadow-xl"
      >
        {sections.map((section, i) => (
          <div key={section.heading ?? i} className="border-b border-slate-100 py-3 last:border-b-0">
            {section.heading ? (
              <p className="px-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                {section.heading}
              </p>
            ) : null}
            {section.folds?.map((fold) => (
              <details key={fold.heading} className="group/fold">
                <summary>
                  {fold.heading}
                  {icons.fold}
                </summary>
                <div className="ml-2 border-l border-slate-200 pl-2">
                  <Links links={fold.links} onChoose={() => setOpen(false)} />
                </div>
              </details>
            ))}
            <Links links={section.links} onChoose={() => setOpen(false)} />
          </div>
        ))}
      </nav>
    </details>
  );
}
