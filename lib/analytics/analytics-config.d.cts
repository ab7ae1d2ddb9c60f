export type AnalyticsProvider = '' | 'plausible' | 'umami' | 'ga4';
export interface AnalyticsConfig {
  provider: AnalyticsProvider;
  siteId: string;
  /** Plausible or Umami: the origin events are posted to. */
  host: string;
  /** GA4: the gtag.js URL. */
  scriptUrl: string;
  /** Sources each CSP directive must allow for this provider (none when off). */
  csp: { script: string[]; connect: string[]; img: string[] };
}
export declare function analyticsConfig(env: Record<string, string | undefined>): AnalyticsConfig;
export declare const ANALYTICS_PROVIDERS: readonly string[];
