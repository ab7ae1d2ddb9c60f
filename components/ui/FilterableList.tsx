'use client';

import { useCallback, useRef, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { ResultStatus } from './ResultStatus';
import { queryKeys, useQueryState } from './useQueryState';

/**
 * What the visitor chose in the page's controls before the app started (the loader,
 * lib/page-start.ts, filtered the list meanwhile): the values that differ from the defaults.
 * A control is named after its key; in a group of toggle buttons the pressed one holds the
 * value, and an empty value means the default. The loader's hidden items show again: the app
 * renders the list from here, before the next paint.
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
  root.querySelectorAll('[data-filter-item][hidden]').forEach((item) => item.removeAttribute('hidden'));
  return chosen;
}

/**
 * The filters of a list, kept in the URL query: the current values, a setter, FilterableList's
 * props (`list`: all items, those `filter` lets through, whether any filter differs from its
 * default, and a reset), and the props of the element that holds the controls
 * and the list (`root`): the loader filters it until the app marks it `data-ready` and adopts
 * what was chosen.
 */
export function useListFilters<K extends string, T>(
  defaults: Readonly<Record<K, string>>,
  items: readonly T[],
  filter: (items: readonly T[], query: Record<K, string>) => readonly T[],
) {
  const element = useRef<HTMLElement | null>(null);
  const onScreen = useCallback(() => chosenOnScreen(element.current, defaults), [defaults]);
  const [query, setQuery] = useQueryState(defaults, onScreen);
  const filtered = (Object.keys(defaults) as K[]).some((key) => query[key] !== defaults[key]);
  const ref = useCallback((el: HTMLElement | null) => {
    element.current = el;
    el?.setAttribute('data-ready', '');
  }, []);
  const root = { 'data-query-keys': queryKeys(defaults), ref };
  const list = { all: items, shown: filter(items, query), status: { filtered, onClear: () => setQuery(defaults) } };
  return { query, setQuery, list, root };
}

interface Props<T extends { slug: string }> {
  /** Every item, and those that pass the filters. */
  all: readonly T[];
  shown: readonly T[];
  copy: { noun: string; noMatch?: string; clear?: string };
  /** From useListFilters: offers "Clear filters" when a filter is set. */
  status?: { filtered: boolean; onClear: () => void };
  listClassName: string;
  /** What the loader filters an item by before the app starts: `data-<key>` values, `|`-separated when several. */
  filterData: (item: T) => Record<string, string>;
  renderItem: (item: T) => ReactNode;
}

const dataAttributes = (data: Record<string, string>) =>
  Object.fromEntries(Object.entries(data).map(([key, value]) => [`data-${key}`, value]));

/** A filtered list's live result line, then the items that pass, one list item each. */
export function FilterableList<T extends { slug: string }>({
  all,
  shown,
  copy,
  status,
  listClassName,
  filterData,
  renderItem,
}: Props<T>) {
  return (
    <>
      <ResultStatus shown={shown.length} total={all.length} copy={copy} {...status} />
      {shown.length > 0 ? (
        <ul className={cn('mt-6', listClassName)}>
          {shown.map((item) => (
            <li key={item.slug} data-filter-item="" {...dataAttributes(filterData(item))}>
              {renderItem(item)}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
