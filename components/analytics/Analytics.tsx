'use client';

import { useEffect } from 'react';
import { analyticsSettings } from '@/lib/analytics';
import { currentVisit } from './visit';
import { track } from './track';

// Read directly, so that a build without analytics drops every loader below.
const PROVIDER = process.env.NEXT_PUBLIC_ANALYTICS_PROVIDER;

async function startAnalytics() {
  const settings = analyticsSettings();
  if (PROVIDER === 'ga4') await (await import('./ga4')).start(settings);
  else if (PROVIDER === 'plausible' || PROVIDER === 'umami') (await import('./cookieless')).start(settings);
  else return;
  // Field data from real visitors. The observers read buffered entries, so LCP and CLS from
  // before this loaded still count; each metric is reported when the page is hidden.
  const { onCLS, onINP, onLCP } = await import('web-vitals');
  const report = (metric: { name: 'INP' | 'LCP' | 'CLS'; value: number; rating: string; id: string }) =>
    track({ type: 'vital', name: metric.name, value: metric.value, rating: metric.rating, id: metric.id });
  onINP(report);
  onLCP(report);
  onCLS(report);
}

/**
 * Notes how this visit began (for the forms' attribution fields) and, in a build with analytics,
 * loads the provider once the browser is idle after the page has started: never on the
 * critical path, and nothing at all is loaded or requested when analytics is off.
 */
export default function Analytics() {
  useEffect(() => {
    currentVisit();
    if (!PROVIDER) return;
    const begin = () => void startAnalytics();
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
