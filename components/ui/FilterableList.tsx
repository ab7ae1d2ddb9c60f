'use client';

import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { ResultStatus } from './ResultStatus';
import { useQueryState } from './useQueryState';

/**
 * The filters of a list, kept in the URL query: the current values, a setter, whether any
 * differs from its default, and a reset.
 */
export function useListFilters<K extends string>(defaults: Readonly<Record<K, string>>) {
  const [query, setQuery] = useQueryState(defaults);
  const filtered = (Object.keys(defaults) as K[]).some((key) => query[key] !== defaults[key]);
  return { query, setQuery, filtered, clear: () => setQuery(defaults) };
}

interface Props<T extends { slug: string }> {
  shown: readonly T[];
  total: number;
  copy: { noun: string; noMatch?: string; clear?: string };
  filtered?: boolean;
  onClear?: () => void;
  listClassName: string;
  renderItem: (item: T) => ReactNode;
}

/** A filtered list's live result line, then the items that pass, one list item each. */
export function FilterableList<T extends { slug: string }>({
  shown,
  total,
  copy,
  filtered,
  onClear,
  listClassName,
  renderItem,
}: Props<T>) {
  return (
    <>
      <ResultStatus
        shown={shown.length}
        total={total}
        noun={copy.noun}
        noMatch={copy.noMatch}
        filtered={filtered}
        clearLabel={copy.clear}
        onClear={onClear}
      />
      {shown.length > 0 ? (
        <ul className={cn('mt-6', listClassName)}>
          {shown.map((item) => (
            <li key={item.slug}>{renderItem(item)}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
