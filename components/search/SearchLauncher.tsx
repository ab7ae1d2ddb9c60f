'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { SearchGlyph } from '@/components/ui/layout-glyphs';
import { searchButton } from '@/content/search-button';

// The dialog, Headless UI and the index load only when search is opened.
const SearchDialog = lazy(() => import('./SearchDialog'));

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** The header's search button; Ctrl/Cmd+K and '/' open it from anywhere. */
export default function SearchLauncher() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const shortcut = (event.key === 'k' || event.key === 'K') && (event.ctrlKey || event.metaKey);
      if (shortcut || (event.key === '/' && !isTyping(event.target) && !event.altKey && !event.ctrlKey && !event.metaKey)) {
        event.preventDefault();
        setUsed(true);
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        className="needs-js inline-flex h-11 items-center gap-2 rounded-full border border-slate-200 px-3 text-sm text-slate-600 hover:border-brand-300 hover:text-brand-800 lg:h-10"
      >
        <SearchGlyph />
        <span className="sr-only sm:not-sr-only">{searchButton.label}</span>
        <kbd aria-hidden="true" className="hidden rounded border border-slate-200 px-1.5 py-0.5 font-sans text-xs text-slate-500 xl:inline">
          {searchButton.shortcut}
        </kbd>
      </button>
      {used ? (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
