/** @jest-environment node */
import analytics from './analytics-config.cjs';
import { gaEvent, namedEvent, pageAddress, plausibleBody, umamiBody } from './providers';

const { analyticsConfig } = analytics;

describe('analyticsConfig (build-time settings)', () => {
  it('is off, with no host in any policy, unless a provider is chosen', () => {
    for (const env of [{}, { ANALYTICS_PROVIDER: '' }, { ANALYTICS_PROVIDER: 'off' }]) {
      expect(analyticsConfig(env)).toMatchObject({ provider: '', csp: { script: [], connect: [], img: [] } });
    }
  });

  it('Plausible: its cloud by default, and only for sending (no script)', () => {
    expect(analyticsConfig({ ANALYTICS_PROVIDER: 'plausible', ANALYTICS_SITE_ID: 'quantivo.example' })).toMatchObject({
      host: 'https://plausible.io',
      csp: { script: [], connect: ['https://plausible.io'], img: [] },
    });
  });

  it('Umami needs its own host', () => {
    expect(() => analyticsConfig({ ANALYTICS_PROVIDER: 'umami', ANALYTICS_SITE_ID: 'abc' })).toThrow(
      /ANALYTICS_HOST is required/,
    );
  });

  it.each([
    ['Plausible', 'https://stats.q.example/any/path', 'https://stats.q.example'],
    ['umami', 'https://umami.q.example', 'https://umami.q.example'],
  ])('%s sends only to the origin of the host it is given', (provider, host, origin) => {
    const config = analyticsConfig({ ANALYTICS_PROVIDER: provider, ANALYTICS_SITE_ID: 'abc', ANALYTICS_HOST: host });
    expect(config.csp.connect).toEqual([origin]);
  });

  it('GA4: Google’s hosts with the measurement ID, or exactly a server-side tagging origin', () => {
    const google = analyticsConfig({ ANALYTICS_PROVIDER: 'ga4', ANALYTICS_SITE_ID: 'G-ABC123' });
    expect(google.scriptUrl).toBe('https://www.googletagmanager.com/gtag/js?id=G-ABC123');
    expect(google.csp.script).toEqual(['https://www.googletagmanager.com']);
    expect(google.csp.connect).toEqual([
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ]);
    const own = analyticsConfig({
      ANALYTICS_PROVIDER: 'ga4',
      ANALYTICS_SITE_ID: 'G-ABC123',
      ANALYTICS_SCRIPT_URL: 'https://sgtm.q.example/gtag/js?id=G-ABC123',
    });
    expect(own.csp).toEqual({
      script: ['https://sgtm.q.example'],
      connect: ['https://sgtm.q.example'],
      img: ['https://sgtm.q.example'],
    });
  });

  it('refuses a half-configured provider rather than ship analytics that never report', () => {
    expect(() => analyticsConfig({ ANALYTICS_PROVIDER: 'matomo' })).toThrow(/must be one of/);
    expect(() => analyticsConfig({ ANALYTICS_PROVIDER: 'plausible' })).toThrow(/ANALYTICS_SITE_ID is required/);
    expect(() => analyticsConfig({ ANALYTICS_PROVIDER: 'ga4', ANALYTICS_SITE_ID: 'UA-123' })).toThrow(/measurement ID/);
    expect(() =>
      analyticsConfig({
        ANALYTICS_PROVIDER: 'plausible',
        ANALYTICS_SITE_ID: 'q',
        ANALYTICS_HOST: 'javascript:alert(1)',
      }),
    ).toThrow(/absolute http/);
  });
});

describe('what analytics may see', () => {
  const page = {
    href: 'https://www.quantivo.example/careers/?utm_source=linkedin&email=a%40b.in&role=sap#apply',
    referrer: 'https://www.linkedin.com/feed/update/123?trk=x',
    title: 'Careers | Quantivo Technologies',
    language: 'en-IN',
    screen: '390x844',
  };

  it('an address keeps its path and utm_* tags only', () => {
    expect(pageAddress(page.href)).toBe('https://www.quantivo.example/careers/?utm_source=linkedin');
    expect(pageAddress('https://www.quantivo.example/')).toBe('https://www.quantivo.example/');
  });

  it('Plausible: the Events API body, referrer as an origin', () => {
    expect(plausibleBody('pageview', {}, 'quantivo.example', page)).toEqual({
      name: 'pageview',
      url: 'https://www.quantivo.example/careers/?utm_source=linkedin',
      domain: 'quantivo.example',
      referrer: 'https://www.linkedin.com',
    });
    expect(plausibleBody('Lead sent', { form: 'contact' }, 'q.example', { ...page, referrer: '' })).toMatchObject({
      referrer: null,
      props: { form: 'contact' },
    });
  });

  it('Umami: the /api/send body; a page view has no name', () => {
    expect(umamiBody(null, {}, 'site-1', page)).toEqual({
      type: 'event',
      payload: {
        website: 'site-1',
        hostname: 'www.quantivo.example',
        url: '/careers/?utm_source=linkedin',
        referrer: 'https://www.linkedin.com',
        title: 'Careers | Quantivo Technologies',
        language: 'en-IN',
        screen: '390x844',
      },
    });
    expect(umamiBody('Lead sent', { form: 'lead' }, 'site-1', page).payload).toMatchObject({
      name: 'Lead sent',
      data: { form: 'lead' },
    });
  });

  it('events carry a form’s name or a metric, nothing typed', () => {
    expect(namedEvent({ type: 'lead', form: 'quote' })).toEqual({ name: 'Lead sent', props: { form: 'quote' } });
    expect(namedEvent({ type: 'application' })).toEqual({ name: 'Job application sent', props: {} });
    expect(namedEvent({ type: 'vital', name: 'CLS', value: 0.123456, rating: 'needs-improvement', id: 'v1' })).toEqual({
      name: 'Web vitals',
      props: { metric: 'CLS', rating: 'needs-improvement', value: '0.123' },
    });
    expect(gaEvent({ type: 'lead', form: 'contact' })).toEqual(['generate_lead', { form_name: 'contact' }]);
    expect(gaEvent({ type: 'application' })).toEqual(['job_application_sent', {}]);
    expect(gaEvent({ type: 'vital', name: 'LCP', value: 2412.7, rating: 'good', id: 'v2' })).toEqual([
      'LCP',
      { value: 2413, metric_id: 'v2', metric_rating: 'good', non_interaction: true },
    ]);
  });
});
