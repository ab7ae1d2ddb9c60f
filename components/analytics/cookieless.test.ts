/**
 * The cookieless providers (Plausible, Umami) as a page sends to them: what the Plausible build's
 * end-to-end test checked until the variant builds became one (GA4's), now against this module
 * with the browser's fetch recorded. The bodies' rules (no query but utm_*, the referrer's origin
 * only) are lib/analytics/providers.test.ts's.
 */
import { start } from './cookieless';
import { track } from './track';

const sent: { url: string; init: RequestInit; body: Record<string, unknown> }[] = [];

beforeAll(() => {
  process.env.NEXT_PUBLIC_ANALYTICS_PROVIDER = 'plausible';
  window.fetch = jest.fn((url: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(url), init: init!, body: JSON.parse(String(init!.body)) });
    return Promise.resolve({ ok: true, status: 202 } as Response);
  }) as typeof fetch;
  window.history.replaceState(
    null,
    '',
    '/quantivo-site/?utm_source=newsletter&utm_campaign=q4&email=someone%40example.in',
  );
  Object.defineProperty(document, 'referrer', { value: 'https://news.example.org/issue/12?id=99', configurable: true });
});
afterAll(() => delete process.env.NEXT_PUBLIC_ANALYTICS_PROVIDER);

const restore = () => {
  const event = new Event('pageshow') as PageTransitionEvent;
  Object.defineProperty(event, 'persisted', { value: true });
  window.dispatchEvent(event);
};

describe('cookieless analytics (Plausible)', () => {
  it('posts the page view, leads and Web Vitals to its host, with no cookie, storage or personal data', () => {
    const cookies = document.cookie;
    const stored = localStorage.length + sessionStorage.length;
    track({ type: 'lead', form: 'contact' }); // before the provider starts: kept, then sent
    start({ provider: 'plausible', siteId: 'quantivo.example', host: 'https://stats.example.net', scriptUrl: '' });
    track({ type: 'vital', name: 'LCP', value: 1234.5, rating: 'good', id: 'v1' });

    expect(sent.map((hit) => hit.url)).toEqual(Array(3).fill('https://stats.example.net/api/event'));
    expect(sent[0]!.body).toEqual({
      name: 'pageview',
      url: 'http://localhost/quantivo-site/?utm_source=newsletter&utm_campaign=q4',
      domain: 'quantivo.example',
      referrer: 'https://news.example.org',
    });
    expect(sent[1]!.body).toMatchObject({ name: 'Lead sent', props: { form: 'contact' } });
    expect(sent[2]!.body).toMatchObject({ name: 'Web vitals', props: { metric: 'LCP', rating: 'good' } });
    for (const { init } of sent) {
      expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });
      // Plausible takes its body as text/plain, as its own script sends it.
      expect(init.headers).toEqual({ 'Content-Type': 'text/plain' });
    }
    expect(JSON.stringify(sent)).not.toMatch(/someone|issue\/12|id=99/);
    expect(document.cookie).toBe(cookies);
    expect(localStorage.length + sessionStorage.length).toBe(stored);
  });

  it('counts Back or Forward from the back/forward cache as another page view', () => {
    sent.length = 0;
    restore();
    expect(sent.map((hit) => hit.body.name)).toEqual(['pageview']);
  });
});
