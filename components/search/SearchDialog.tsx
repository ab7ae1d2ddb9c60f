'use client';

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { loadOnce, showLoadFailed } from '@/lib/page-start/load-failed';
import copy from '@/content/copy/search.yaml';
import { logger } from '@/lib/browser/logger';
import { asset } from '@/lib/paths';
import type { SearchGroup, SearchHit, SearchManifest } from '@/lib/search';
import { fetchSearchFile, searchFiles } from '@/lib/search/files';

type Search = typeof import('./SearchResults');

// The ranking with the results' markup loads when search is first opened, and again after a
// failed download. Each query then downloads the parts of the index it needs.
const loadSearch = loadOnce(() => import('./SearchResults'));

const optionId = (id: string, index: number) => `${id}-option-${index}`;

/**
 * Site search in a native modal <dialog> in every page's HTML, so it opens before any app script;
 * React adopts it as it is, with what was typed. `manifest` is the index of the build that made
 * the page.
 */
export function SearchDialog({
  id,
  manifest,
  icons,
}: {
  id: string;
  manifest: SearchManifest;
  /** Server-rendered, so their drawings stay out of every page's JavaScript. */
  icons: { search: ReactNode; close: ReactNode };
}) {
  const [indexFiles] = useState(() => searchFiles(fetchSearchFile, manifest));
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [search, setSearch] = useState<Search | null>(null);
  // The last query answered: shown until the next answer comes, so typing does not flicker.
  const [answer, setAnswer] = useState<{ query: string; groups: SearchGroup[] } | null>(null);
  const [indexFailed, setIndexFailed] = useState(false);
  // Each opening retries what failed, as does each keystroke.
  const [attempt, setAttempt] = useState(0);

  const load = useCallback(() => {
    loadSearch().then(setSearch, (error: unknown) => {
      logger.warn('Search could not load', error);
      // Without its code search cannot answer: the dialog gives way to one that says so.
      dialog.current?.close();
      showLoadFailed(() => {});
    });
    setIndexFailed(false);
    setAttempt((n) => n + 1);
  }, []);

  // The ranking's code once the browser is idle (page-start prefetches it only if the app has
  // not started by then), so that a query's shards are its only wait once search is opened.
  // Nothing to cancel: the dialog lives as long as the page.
  useEffect(() => {
    const warm = () => void loadSearch().catch(() => {});
    if ('requestIdleCallback' in window) requestIdleCallback(warm, { timeout: 5000 });
    else setTimeout(warm, 1000);
  }, []);

  // What the visitor did before the app started: the dialog opened, text typed.
  useEffect(() => {
    setQuery(input.current!.value);
    if (dialog.current!.open) load();
  }, [load]);

  const trimmed = query.trim();
  useEffect(() => {
    if (!search || !trimmed) return;
    let latest = true;
    search.searchSite(indexFiles, trimmed).then(
      (groups) => {
        if (!latest) return;
        setAnswer({ query: trimmed, groups });
        setIndexFailed(false);
      },
      (error: unknown) => {
        if (!latest) return;
        logger.error('Search index could not load', error);
        setIndexFailed(true);
      },
    );
    return () => {
      latest = false;
    };
    // `attempt` is the retry: each opening bumps it to ask again for an index that failed.
    // oxlint-disable-next-line react/exhaustive-deps
  }, [indexFiles, search, trimmed, attempt]);

  const groups = trimmed && answer ? answer.groups : [];
  const options = groups.flatMap((group) => group.docs);
  const current = Math.min(active, options.length - 1);

  useEffect(() => {
    if (current >= 0) document.getElementById(optionId(id, current))?.scrollIntoView({ block: 'nearest' });
  }, [id, current]);

  const go = (doc: SearchHit | undefined) => {
    if (!doc) return;
    dialog.current?.close();
    window.location.assign(asset(doc.url));
  };

  const message = indexFailed ? copy.failed : !trimmed ? copy.empty : !answer || !search ? copy.loading : null;
  const noResults = !message && options.length === 0;

  return (
    <dialog
      id={id}
      ref={dialog}
      aria-labelledby={`${id}-title`}
      closedby="any"
      className="mx-auto mt-[10vh] max-h-[80dvh] w-[calc(100vw-2rem)] max-w-2xl scroll-pt-15 overflow-y-auto overscroll-contain rounded-2xl bg-white shadow-2xl backdrop:bg-brand-950/60"
    >
      <h2 id={`${id}-title`} className="sr-only">
        {copy.title}
      </h2>
      <div className="sticky top-0 z-10 flex items-center gap-3 border-b border-slate-200 bg-white px-4">
        {icons.search}
        <input
          ref={input}
          type="text"
          role="combobox"
          aria-label={copy.inputLabel}
          aria-autocomplete="list"
          aria-expanded={options.length > 0}
          aria-controls={options.length > 0 ? `${id}-options` : undefined}
          aria-activedescendant={current >= 0 ? optionId(id, current) : undefined}
          autoFocus
          autoComplete="off"
          spellCheck={false}
          placeholder={copy.placeholder}
          className="h-14 w-full border-0 bg-transparent text-base text-slate-900 placeholder:text-slate-500 focus:outline-none"
          onFocus={load}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={(event) => {
            if (options.length === 0 || event.nativeEvent.isComposing) return;
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault();
              const step = event.key === 'ArrowDown' ? 1 : -1;
              setActive((current + step + options.length) % options.length);
            } else if (event.key === 'Enter') {
              event.preventDefault();
              go(options[current]);
            }
          }}
        />
        <button
          type="button"
          commandfor={id}
          command="close"
          className="rounded-md p-1 text-slate-500 hover:bg-slate-100"
        >
          {icons.close}
          <span className="sr-only">{copy.close}</span>
        </button>
      </div>
      <div className="p-2">
        {search && options.length > 0 ? (
          <search.SearchResults
            id={`${id}-options`}
            groups={groups}
            options={options}
            current={current}
            optionId={(i) => optionId(id, i)}
            onActivate={setActive}
            onChoose={go}
          />
        ) : null}
        <div role="status" className={message || noResults ? 'px-3 py-6 text-center text-slate-600' : 'sr-only'}>
          {search && noResults ? (
            <search.NoResults query={answer!.query} onLeave={() => dialog.current?.close()} />
          ) : (
            message
          )}
        </div>
      </div>
    </dialog>
  );
}
