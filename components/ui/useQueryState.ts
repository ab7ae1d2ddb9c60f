'use client';

import { useCallback, useEffect, useState } from 'react';

/**
 * The `data-query-keys` value for the island's element: the page's loader (lib/page-start.ts)
 * starts the app on arrival only when the query string holds one of these, not for `utm_*`.
 */
export const queryKeys = (defaults: Readonly<Record<string, string>>) => Object.keys(defaults).join(' ');

/**
 * Filter state kept in the URL query, so a filtered view can be shared, reloaded and walked
 * with back/forward. The server renders the defaults (the full list); the query is applied
 * after hydration. Empty or default values are left out of the URL.
 */
/** `defaults` must be a module-level constant: a new object each render would re-read the URL. */
export function useQueryState<K extends string>(defaults: Readonly<Record<K, string>>) {
  const [state, setState] = useState<Record<K, string>>({ ...defaults });

  useEffect(() => {
    const read = () => {
      const params = new URLSearchParams(window.location.search);
      const next: Record<K, string> = { ...defaults };
      for (const key of Object.keys(defaults) as K[]) next[key] = params.get(key) ?? defaults[key];
      setState(next);
    };
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, [defaults]);

  const update = useCallback(
    (patch: Partial<Record<K, string>>, mode: 'push' | 'replace' = 'push') => {
      setState((prev) => {
        const next = { ...prev, ...patch };
        const params = new URLSearchParams(window.location.search);
        for (const key of Object.keys(defaults) as K[]) {
          if (!next[key] || next[key] === defaults[key]) params.delete(key);
          else params.set(key, next[key]);
        }
        const query = params.toString();
        const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`;
        if (mode === 'push') window.history.pushState(null, '', url);
        else window.history.replaceState(null, '', url);
        return next;
      });
    },
    [defaults],
  );

  return [state, update] as const;
}
