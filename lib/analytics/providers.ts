/**
 * What analytics may see, as pure functions: the provider chosen at build time
 * (lib/analytics/analytics-config.cjs), addresses stripped to the path and campaign tags, and each site
 * event in the shape each provider expects. An event names a form or a metric, never a value a
 * visitor typed.
 */
import { referrerOrigin, UTM_KEYS } from './attribution';

export type Provider = '' | 'plausible' | 'umami' | 'ga4';

export interface AnalyticsSettings {
  provider: Provider;
  siteId: string;
  host: string;
  scriptUrl: string;
}

/** The settings this build was made with (inlined by next.config.mjs; provider '' = off). */
export function analyticsSettings(): AnalyticsSettings {
  return {
    provider: (process.env.NEXT_PUBLIC_ANALYTICS_PROVIDER ?? '') as Provider,
    siteId: process.env.NEXT_PUBLIC_ANALYTICS_SITE_ID ?? '',
    host: process.env.NEXT_PUBLIC_ANALYTICS_HOST ?? '',
    scriptUrl: process.env.NEXT_PUBLIC_ANALYTICS_SCRIPT_URL ?? '',
  };
}

export type SiteEvent =
  | { type: 'lead'; form: string }
  | { type: 'application' }
  | { type: 'vital'; name: 'INP' | 'LCP' | 'CLS'; value: number; rating: string; id: string };

/** The page's address as analytics may see it: no hash, no query parameter but utm_*. */
export function pageAddress(href: string): string {
  const url = new URL(href);
  const kept = new URLSearchParams();
  for (const key of UTM_KEYS) {
    const value = url.searchParams.get(key);
    if (value) kept.set(key, value);
  }
  const query = kept.toString();
  return `${url.origin}${url.pathname}${query ? `?${query}` : ''}`;
}

/** The referrer as analytics may see it: the other site's origin, or nothing. */
export const referrerFor = (referrer: string, href: string): string => referrerOrigin(referrer, new URL(href).origin);

/** Milliseconds for LCP and INP, the unitless score for CLS, as shown in Google's tools. */
const rounded = (event: Extract<SiteEvent, { type: 'vital' }>) =>
  event.name === 'CLS' ? Math.round(event.value * 1000) / 1000 : Math.round(event.value);

/** Plausible and Umami: a custom event's name and its properties. */
export function namedEvent(event: SiteEvent): { name: string; props: Record<string, string> } {
  switch (event.type) {
    case 'lead':
      return { name: 'Lead sent', props: { form: event.form } };
    case 'application':
      return { name: 'Job application sent', props: {} };
    case 'vital':
      return { name: 'Web vitals', props: { metric: event.name, rating: event.rating, value: String(rounded(event)) } };
  }
}

/** GA4: the event's name and parameters (generate_lead is GA4's recommended lead event). */
export function gaEvent(event: SiteEvent): [string, Record<string, string | number | boolean>] {
  switch (event.type) {
    case 'lead':
      return ['generate_lead', { form_name: event.form }];
    case 'application':
      return ['job_application_sent', {}];
    case 'vital':
      // The shape Google's web-vitals guide uses, so its GA4 reports work unchanged.
      return [
        event.name,
        { value: rounded(event), metric_id: event.id, metric_rating: event.rating, non_interaction: true },
      ];
  }
}

interface PageContext {
  href: string;
  referrer: string;
  title: string;
  language: string;
  screen: string;
}

/** The body of a POST to Plausible's Events API (/api/event). */
export function plausibleBody(name: string, props: Record<string, string>, domain: string, page: PageContext) {
  const body: Record<string, unknown> = {
    name,
    url: pageAddress(page.href),
    domain,
    referrer: referrerFor(page.referrer, page.href) || null,
  };
  if (Object.keys(props).length) body.props = props;
  return body;
}

/** The body of a POST to Umami's /api/send; a page view has no name. */
export function umamiBody(name: string | null, props: Record<string, string>, website: string, page: PageContext) {
  const url = new URL(pageAddress(page.href));
  const payload: Record<string, unknown> = {
    website,
    hostname: url.hostname,
    url: `${url.pathname}${url.search}`,
    referrer: referrerFor(page.referrer, page.href),
    title: page.title,
    language: page.language,
    screen: page.screen,
  };
  if (name) payload.name = name;
  if (name && Object.keys(props).length) payload.data = props;
  return { type: 'event', payload };
}
