import type { SiteEvent } from '@/lib/analytics/providers';

type Sink = (event: SiteEvent) => void;

// Events wait here until the provider's code has loaded (and, for GA4, consent is given).
const waiting: SiteEvent[] = [];
let sink: Sink | null = null;

/** Reports a site event to the configured analytics; does nothing when analytics is off. */
export function track(event: SiteEvent): void {
  if (!process.env.NEXT_PUBLIC_ANALYTICS_PROVIDER) return;
  if (sink) sink(event);
  else waiting.push(event);
}

/** Called by the provider once it may send: earlier events go first. */
export function startSending(next: Sink): void {
  sink = next;
  for (const event of waiting.splice(0)) next(event);
}
