'use client';

import { useEffect } from 'react';

/**
 * Once the browser is idle after the page has started, loads the code that notes how this visit
 * began (for the forms' attribution fields) and, in a build with analytics, the provider: never
 * on the critical path, and when analytics is off nothing is requested from any other host.
 */
export default function Analytics() {
  useEffect(() => {
    const begin = () => void import('./start').then((analytics) => analytics.start());
    // Safari before 18.4 has no requestIdleCallback.
    if (typeof window.requestIdleCallback !== 'function') {
      const id = window.setTimeout(begin, 0);
      return () => window.clearTimeout(id);
    }
    const id = window.requestIdleCallback(begin, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }, []);
  return null;
}
