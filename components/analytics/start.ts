import { analyticsSettings } from '@/lib/analytics/providers';
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

/** Notes how this visit began (for the forms' attribution fields), then starts analytics, if any. */
export function start(): void {
  currentVisit();
  if (PROVIDER) void startAnalytics();
}
