'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { Icon } from '@/components/ui/Icon';
import { searchCopy } from '@/content/search';

// The dialog, Headless UI and the index load only when search is opened.
const SearchDialog = dynamic(() => import('./SearchDialog'), { ssr: false });

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
        <Icon name="search" className="h-5 w-5" />
        <span className="sr-only sm:not-sr-only">{searchCopy.button}</span>
        <kbd aria-hidden="true" className="hidden rounded border border-slate-200 px-1.5 py-0.5 font-sans text-xs text-slate-500 xl:inline">
          {searchCopy.shortcut}
        </kbd>
      </button>
      {used ? <SearchDialog open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
