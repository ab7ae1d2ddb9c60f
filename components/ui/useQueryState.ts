'use client';

import { useCallback, useLayoutEffect, useState } from 'react';

function writeUrl<K extends string>(defaults: Readonly<Record<K, string>>, next: Record<K, string>, push: boolean) {
  const params = new URLSearchParams(window.location.search);
  for (const key of Object.keys(defaults) as K[]) {
    if (!next[key] || next[key] === defaults[key]) params.delete(key);
    else params.set(key, next[key]);
  }
  const query = params.toString();
  const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`;
  if (push) window.history.pushState(null, '', url);
  else window.history.replaceState(null, '', url);
}

/**
 * Filter state in the URL query, so a filtered view can be shared, reloaded and walked with
 * back/forward. `onScreen` is what the visitor chose before the app started, kept over the query.
 * Both must be stable: a new one each render would re-read the URL.
 */
export function useQueryState<K extends string>(
  defaults: Readonly<Record<K, string>>,
  onScreen: () => Partial<Record<K, string>>,
) {
  const [state, setState] = useState<Record<K, string>>({ ...defaults });

  useLayoutEffect(() => {
    const read = (chosen: Partial<Record<K, string>> = {}) => {
      const params = new URLSearchParams(window.location.search);
      const next: Record<K, string> = { ...defaults };
      for (const key of Object.keys(defaults) as K[]) next[key] = chosen[key] ?? params.get(key) ?? defaults[key];
      setState(next);
      return next;
    };
    const chosen = onScreen();
    const next = read(chosen);
    if (Object.keys(chosen).length > 0) writeUrl(defaults, next, false);
    const onPopState = () => read();
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [defaults, onScreen]);

  const update = useCallback(
    (patch: Partial<Record<K, string>>, mode: 'push' | 'replace' = 'push') => {
      setState((prev) => {
        const next = { ...prev, ...patch };
        writeUrl(defaults, next, mode === 'push');
        return next;
      });
    },
    [defaults],
  );

  return [state, update] as const;
}
