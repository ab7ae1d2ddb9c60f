'use client';

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { WholeList } from '@/lib/lists/pagination';
import { asset } from '@/lib/paths';
import { cn } from '@/lib/styles/cn';
import { ResultStatus } from './ResultStatus';
import { useQueryState } from './useQueryState';
import { markReady } from './island-ready';
import { having, pageStartData } from '@/lib/page-start/protocol';

/**
 * What the visitor chose in the page's controls before the app started, as values that differ from
 * the defaults: the app renders the list from it before the next paint, so nothing jumps back.
 */
function chosenOnScreen<K extends string>(root: HTMLElement | null, defaults: Readonly<Record<K, string>>) {
  const chosen: Partial<Record<K, string>> = {};
  if (!root) return chosen;
  for (const key of Object.keys(defaults) as K[]) {
    const named = Array.from(root.querySelectorAll<HTMLInputElement>(`[name="${key}"]`));
    if (named.length === 0) continue;
    const control = named.find((el) => el.tagName !== 'BUTTON' || el.getAttribute('aria-pressed') === 'true');
    const value = control?.value || defaults[key];
    if (value !== defaults[key]) chosen[key] = value;
  }
  root.querySelectorAll(`${having('filterItem')}[hidden]`).forEach((item) => item.removeAttribute('hidden'));
  return chosen;
}

type Loaded<T> = { state: 'idle' | 'loading' | 'failed' } | { state: 'ready'; items: readonly T[] };

/**
 * The whole of a paged list, fetched the first time it is `wanted` (a filter is set), not
 * before: a visitor who only reads page 1 never downloads it. `retry` asks again after a failure.
 */
function useWholeList<T>(source: string | undefined, wanted: boolean) {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const fetched = useRef(-1);
  useEffect(() => {
    if (!source || !wanted || fetched.current === attempt) return;
    fetched.current = attempt;
    setLoaded({ state: 'loading' });
    fetch(asset(source))
      .then((response) => {
        if (!response.ok) throw new Error(`${source}: ${response.status}`);
        return response.json() as Promise<T[]>;
      })
      .then(
        (items) => setLoaded({ state: 'ready', items }),
        () => setLoaded({ state: 'failed' }),
      );
  }, [source, wanted, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return [loaded, retry] as const;
}

/**
 * The filters of a list, kept in the URL query; page-start filters it until the app marks `root`
 * ready. A list longer than a page (`whole`) loads the whole list for a filter to search.
 */
export function useListFilters<K extends string, T>(
  defaults: Readonly<Record<K, string>>,
  items: readonly T[],
  filter: (items: readonly T[], query: Record<K, string>) => readonly T[],
  whole?: WholeList,
) {
  const element = useRef<HTMLElement | null>(null);
  const onScreen = useCallback(() => chosenOnScreen(element.current, defaults), [defaults]);
  const [query, setQueryState] = useQueryState(defaults, onScreen);
  const filtered = (Object.keys(defaults) as K[]).some((key) => query[key] !== defaults[key]);
  const [loaded, retry] = useWholeList<T>(whole?.source, filtered);
  const ref = useCallback((el: HTMLElement | null) => {
    element.current = el;
    markReady(el);
  }, []);
  const setQuery: typeof setQueryState = (patch, mode) => {
    if (loaded.state === 'failed') retry();
    setQueryState(patch, mode);
  };
  const everything = loaded.state === 'ready' ? loaded.items : whole ? null : items;
  const progress = filtered && (loaded.state === 'loading' || loaded.state === 'failed') ? loaded.state : undefined;
  // page-start starts the app on arrival only for a query naming a filter, not for `utm_*`.
  const queryKeys = Object.keys(defaults).join(' ');
  const root = { ...pageStartData({ island: true, queryKeys, morePages: !!whole }), ref };
  const list = {
    total: everything?.length ?? whole!.total,
    shown: filtered && everything ? filter(everything, query) : items,
    status: { filtered, progress, onClear: () => setQuery(defaults) },
  };
  return { query, setQuery, list, root };
}

interface Props<T extends { slug: string }> {
  total: number;
  shown: readonly T[];
  copy: { noun: string; noMatch?: string; none?: string; clear?: string };
  /** From useListFilters: offers "Clear filters" when a filter is set, says when the whole list is loading. */
  status: { filtered: boolean; progress?: 'loading' | 'failed'; onClear: () => void };
  listClassName: string;
  /** What page-start filters an item by before the app starts: `data-<key>` values, `|`-separated when several. */
  filterData: (item: T) => Record<string, string>;
  renderItem: (item: T) => ReactNode;
  /** The links to the list's other pages: for the unfiltered list only. */
  pager?: ReactNode;
}

const dataAttributes = (data: Record<string, string>) =>
  Object.fromEntries(Object.entries(data).map(([key, value]) => [`data-${key}`, value]));

export function FilterableList<T extends { slug: string }>({
  total,
  shown,
  copy,
  status,
  listClassName,
  filterData,
  renderItem,
  pager,
}: Props<T>) {
  return (
    <>
      <ResultStatus shown={shown.length} total={total} copy={copy} {...status} />
      {shown.length > 0 ? (
        <ul className={cn('mt-6', listClassName)}>
          {shown.map((item) => (
            <li key={item.slug} {...pageStartData({ filterItem: true })} {...dataAttributes(filterData(item))}>
              {renderItem(item)}
            </li>
          ))}
        </ul>
      ) : null}
      {status.filtered ? null : pager}
    </>
  );
}
