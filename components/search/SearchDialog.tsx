'use client';

import {
  Combobox,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Dialog,
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
} from '@headlessui/react';
import { SiteLink } from '@/components/ui/SiteLink';
import { useEffect, useState } from 'react';
import { Close, SearchGlyph } from '@/components/ui/layout-glyphs';
import { searchCopy as copy } from '@/content/search';
import { logger } from '@/lib/logger';
import { mainSections } from '@/content/navigation';
import { asset } from '@/lib/paths';
import { searchSite, type SearchDoc } from '@/lib/search';

let indexPromise: Promise<SearchDoc[]> | null = null;

/** Fetched once per page view, from the site's own origin (works offline once cached). */
function loadIndex(): Promise<SearchDoc[]> {
  indexPromise ??= fetch(asset('/search-index.json')).then((response) => {
    if (!response.ok) throw new Error(`search index answered ${response.status}`);
    return response.json() as Promise<SearchDoc[]>;
  });
  return indexPromise;
}

export default function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [query, setQuery] = useState('');
  const [index, setIndex] = useState<SearchDoc[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    loadIndex()
      .then((docs) => live && setIndex(docs))
      .catch((error: unknown) => {
        indexPromise = null;
        logger.error('Search index could not load', error);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, []);

  const groups = index ? searchSite(index, query) : [];
  const trimmed = query.trim();

  const go = (doc: SearchDoc | null) => {
    if (!doc) return;
    onClose();
    window.location.assign(asset(doc.url));
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto p-4 pt-[10vh]"
    >
      <DialogBackdrop className="fixed inset-0 bg-brand-950/60" />
      <DialogPanel className="relative w-full max-w-2xl overflow-hidden rounded-2xl bg-white shadow-2xl">
        <DialogTitle className="sr-only">{copy.title}</DialogTitle>
        <Combobox onChange={go} immediate>
          <div className="flex items-center gap-3 border-b border-slate-200 px-4">
            <SearchGlyph className="h-5 w-5 shrink-0 text-slate-500" />
            <ComboboxInput
              aria-label={copy.inputLabel}
              placeholder={copy.placeholder}
              className="h-14 w-full border-0 bg-transparent text-base text-slate-900 placeholder:text-slate-500 focus:outline-none"
              onChange={(event) => setQuery(event.target.value)}
              // The combobox keeps Escape for itself; here it should close the whole dialog.
              onKeyDown={(event) => {
                if (event.key === 'Escape') onClose();
              }}
              value={query}
            />
            <button type="button" onClick={onClose} className="rounded-md p-1 text-slate-500 hover:bg-slate-100">
              <Close className="h-5 w-5" />
              <span className="sr-only">{copy.close}</span>
            </button>
          </div>
          <div className="max-h-[60vh] overflow-y-auto p-2">
            {groups.length > 0 ? (
              <ComboboxOptions static className="space-y-2">
                {groups.map((group) => (
                  <div key={group.kind} role="group" aria-label={copy.kinds[group.kind]}>
                    <p
                      aria-hidden="true"
                      className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase"
                    >
                      {copy.kinds[group.kind]}
                    </p>
                    {group.docs.map((doc) => (
                      <ComboboxOption
                        key={doc.url}
                        value={doc}
                        className="cursor-pointer rounded-lg px-3 py-2 data-focus:bg-brand-50"
                      >
                        <span className="block font-medium text-slate-900">{doc.title}</span>
                        <span className="block truncate text-sm text-slate-600">{doc.summary}</span>
                      </ComboboxOption>
                    ))}
                  </div>
                ))}
              </ComboboxOptions>
            ) : (
              <div role="status" className="px-3 py-6 text-center text-slate-600">
                {failed ? (
                  copy.failed
                ) : !index ? (
                  copy.loading
                ) : !trimmed ? (
                  copy.empty
                ) : (
                  <>
                    <p className="font-medium text-slate-900">{copy.noResults(trimmed)}</p>
                    <p className="mt-2">{copy.suggestions}</p>
                    <ul className="mt-4 flex flex-wrap justify-center gap-2">
                      {mainSections.map((s) => (
                        <li key={s.href}>
                          <SiteLink
                            href={s.href}
                            onClick={onClose}
                            className="inline-block rounded-full border border-slate-300 px-3 py-1.5 text-sm text-slate-700 hover:border-brand-400"
                          >
                            {s.label}
                          </SiteLink>
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </div>
            )}
          </div>
        </Combobox>
      </DialogPanel>
    </Dialog>
  );
}
