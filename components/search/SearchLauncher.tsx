'use client';

import { Suspense, useCallback, useEffect, useState } from 'react';
import { IslandBoundary, lazyWithRetry } from '@/components/ui/lazy-island';
import { LoadFailedDialog } from '@/components/ui/LoadFailedDialog';
import { SearchGlyph } from '@/components/ui/layout-glyphs';
import { ISLAND, markReady } from '@/components/ui/island-ready';
import { searchButton } from '@/content/search-button';

// The dialog, Headless UI and the index load only when search is opened.
const SearchDialog = lazyWithRetry(() => import('./SearchDialog'));

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** The header's search button; Ctrl/Cmd+K and '/' open it from anywhere. */
export default function SearchLauncher() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  // Each opening is a new attempt: a dialog that failed to download is tried again.
  const [attempt, setAttempt] = useState(0);
  const show = useCallback(() => {
    setUsed(true);
    setOpen(true);
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const shortcut = (event.key === 'k' || event.key === 'K') && (event.ctrlKey || event.metaKey);
      if (
        shortcut ||
        (event.key === '/' && !isTyping(event.target) && !event.altKey && !event.ctrlKey && !event.metaKey)
      ) {
        event.preventDefault();
        show();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [show]);

  return (
    <>
      <button
        type="button"
        {...ISLAND}
        ref={markReady}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={show}
        className="needs-js inline-flex h-11 items-center gap-2 rounded-full border border-slate-200 px-3 text-sm text-slate-600 hover:border-brand-300 hover:text-brand-800 lg:h-10"
      >
        <SearchGlyph />
        <span className="sr-only sm:not-sr-only">{searchButton.label}</span>
        <kbd
          aria-hidden="true"
          className="hidden rounded border border-slate-200 px-1.5 py-0.5 font-sans text-xs text-slate-500 xl:inline"
        >
          {searchButton.shortcut}
        </kbd>
      </button>
      {used ? (
        <IslandBoundary
          name="Search"
          resetKey={attempt}
          fallback={open ? <LoadFailedDialog onClose={() => setOpen(false)} /> : null}
        >
          <Suspense fallback={null}>
            <SearchDialog open={open} onClose={() => setOpen(false)} />
          </Suspense>
        </IslandBoundary>
      ) : null}
    </>
  );
}
