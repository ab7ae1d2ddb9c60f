'use client';

import Link from 'next/link';
import { useEffect, useId, useRef, useState } from 'react';
import type { NavSection } from '@/lib/nav-types';
import { Close, Menu } from '@/components/ui/glyphs';

/** The small-screen navigation: a toggle and a scrollable panel (max 80% of the viewport). */
export default function MobileNav({ sections }: { sections: NavSection[] }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggle.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="lg:hidden">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className="inline-flex h-11 w-11 items-center justify-center rounded-full text-slate-800 hover:bg-slate-100"
      >
        {open ? <Close className="h-6 w-6" /> : <Menu className="h-6 w-6" />}
        <span className="sr-only">{open ? 'Close menu' : 'Open menu'}</span>
      </button>
      <nav
        id={panelId}
        aria-label="Mobile"
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[80vh] overflow-y-auto border-t border-slate-200 bg-white px-4 pb-6 shadow-xl"
      >
        {sections.map((section, i) => (
          <div key={section.heading ?? i} className="border-b border-slate-100 py-3 last:border-b-0">
            {section.heading ? (
              <p className="px-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">{section.heading}</p>
            ) : null}
            <ul>
              {section.links.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    prefetch={false}
                    onClick={() => setOpen(false)}
                    className="block rounded-lg px-2 py-2.5 text-base text-slate-800 hover:bg-brand-50 hover:text-brand-800"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </div>
  );
}
