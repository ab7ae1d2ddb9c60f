import { namedEvent, plausibleBody, umamiBody, type AnalyticsSettings } from '@/lib/analytics/providers';
import { onRestore } from '@/lib/browser/restore';
import { startSending } from './track';

function page() {
  return {
    href: window.location.href,
    referrer: document.referrer,
    title: document.title,
    language: navigator.language,
    screen: `${window.screen.width}x${window.screen.height}`,
  };
}

/**
 * Plausible or Umami without their scripts: the same events, posted by this site's own code to
 * their documented collection APIs. No cookie or storage; nothing but the page address (path and
 * campaign tags), the referring origin and the event's name and properties.
 */
export function start(settings: AnalyticsSettings): void {
  const post = (path: string, body: unknown, type: string) =>
    // keepalive: Web Vitals are reported as the page is hidden or left.
    fetch(`${settings.host}${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'Content-Type': type },
      keepalive: true,
      credentials: 'omit',
    }).catch(() => {
      // Blocked or offline: analytics never bothers the visitor.
    });
  // A null name is a page view. Plausible takes its body as text/plain, as its own script sends it.
  const send = (name: string | null, props: Record<string, string>) =>
    settings.provider === 'plausible'
      ? post('/api/event', plausibleBody(name ?? 'pageview', props, settings.siteId, page()), 'text/plain')
      : post('/api/send', umamiBody(name, props, settings.siteId, page()), 'application/json');
  void send(null, {});
  // Back or Forward from the back/forward cache is another view of the page, as their own scripts count it.
  onRestore(() => void send(null, {}));
  startSending((event) => {
    const { name, props } = namedEvent(event);
    void send(name, props);
  });
}
