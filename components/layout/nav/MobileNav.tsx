'use client';

import { SiteLink } from '@/components/ui/SiteLink';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { MobileItem, NavItem, NavSection } from '@/lib/menus/nav-types';

function Entries({ entries, chevron }: { entries: readonly (MobileItem | NavItem)[]; chevron: ReactNode }) {
  return (
    <ul>
      {entries.map((entry) => (
        <li key={'href' in entry ? entry.href : entry.label}>
          {'href' in entry ? (
            <SiteLink href={entry.href}>{entry.label}</SiteLink>
          ) : (
            // A group folds in a native disclosure: it opens by tap, Enter and Space before the app starts.
            <details>
              <summary>
                {entry.label}
                {chevron}
              </summary>
              <div className="mb-1 ml-2 border-l border-slate-200 pl-2">
                {'items' in entry ? (
                  <Entries entries={entry.items} chevron={chevron} />
                ) : (
                  <Sections sections={entry.sections} chevron={chevron} />
                )}
              </div>
            </details>
          )}
        </li>
      ))}
    </ul>
  );
}

/** A header submenu's sections, as the header shows them: under their headings, apart by a rule. */
function Sections({ sections, chevron }: { sections: NavSection[]; chevron: ReactNode }) {
  return sections.map((section, i) => (
    <div key={section.heading ?? i} className={i > 0 ? 'mt-1 border-t border-slate-100 pt-1' : undefined}>
      {section.heading ? (
        <p className="px-2 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">{section.heading}</p>
      ) : null}
      <Entries entries={section.links} chevron={chevron} />
    </div>
  ));
}

/**
 * The small-screen navigation: a native <details> disclosure, so it opens without JavaScript
 * too, and so do the groups folded inside it; with it, Escape and choosing a link close the
 * panel (max 80% of the viewport). Its words and icons come as props, so the navigation copy
 * and the icons' drawings stay out of every page's JavaScript.
 */
export default function MobileNav({
  items,
  children,
  label,
  landmark,
  icons,
}: {
  items: MobileItem[];
  /** Server-rendered, under the menu: its call to action. */
  children: ReactNode;
  label: string;
  landmark: string;
  /** Server-rendered: the toggle's when closed and when open, and a fold's chevron. */
  icons: { open: ReactNode; close: ReactNode; fold: ReactNode };
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const summary = useRef<HTMLElement>(null);
  const panel = useRef<HTMLElement>(null);

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

  // One listener for every link, however deep its fold (and a keyboard's Enter clicks too).
  useEffect(() => {
    const choose = (event: Event) => {
      if ((event.target as Element).closest('a')) setOpen(false);
    };
    const nav = panel.current;
    nav?.addEventListener('click', choose);
    return () => nav?.removeEventListener('click', choose);
  }, []);

  return (
    <details open={open} className="group lg:hidden">
      <summary
        ref={summary}
        onClick={(event) => {
          event.preventDefault();
          setOpen((v) => !v);
        }}
        aria-controls={panelId}
        className="inline-flex h-11 w-11 cursor-pointer list-none items-center justify-center rounded-full text-slate-800 hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
      >
        {icons.open}
        {icons.close}
        <span className="sr-only">{label}</span>
        {/* Dims the page under the open panel, script or not; part of the toggle, so a tap on it closes the panel at no cost in script. */}
        <span
          aria-hidden="true"
          className="absolute inset-x-0 top-full hidden h-screen bg-brand-950/50 group-open:block"
        />
      </summary>
      <nav
        id={panelId}
        ref={panel}
        aria-label={landmark}
        className="mobile-nav absolute inset-x-0 top-full max-h-[80vh] overflow-y-auto border-t border-slate-200 bg-white px-4 pt-2 pb-5 shadow-xl"
      >
        <Entries entries={items} chevron={icons.fold} />
        {children}
      </nav>
    </details>
  );
}
