import type { Page } from '@playwright/test';
import analytics from '../lib/analytics/analytics-config.cjs';
import { basePath } from '../lib/build/base-path.cjs';
import { COLLECTOR_ORIGIN } from '../tests/harness/analytics-collector.cjs';
import { contactFormSpec } from '../lib/forms/form-spec';
import { copyOf } from './copy';
import { fillForm } from './fill-form';
import { at, axeViolations, expect, takeTime, test, uniqueEmail, watchPage } from './helpers';

const contact = copyOf('forms').contactForm;

/**
 * What the site requests under each analytics setting. The setting is fixed at build time, so
 * each group runs against the build made with it: "off" against the normal test build (out/),
 * GA4 against the variant build of tests/harness/run-tests.mjs, which passes the same environment. The
 * cookieless providers are components/analytics/cookieless.test.ts's.
 */
const { provider, siteId } = analytics.analyticsConfig(process.env);
const consent = copyOf('consent');
const { cookieSettings } = copyOf('legal').trustLinks;

interface Hit {
  method: string;
  path: string;
  query: string;
  cookie: string;
  body: unknown;
}

const collector = {
  async hits(): Promise<Hit[]> {
    return (await (await fetch(`${COLLECTOR_ORIGIN}/_control/requests`)).json()) as Hit[];
  },
  async reset() {
    await fetch(`${COLLECTOR_ORIGIN}/_control/reset`, { method: 'POST' });
  },
};

// One collector records every test's requests, so these tests take turns.
test.describe.configure({ mode: 'serial' });
test.beforeEach(() => collector.reset());

/** Every request the page makes to an origin other than the site's. */
function elsewhere(page: Page, siteOrigin: string) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== siteOrigin) seen.push(request.url());
  });
  return seen;
}

/** Sends the home page's contact form with details that must never reach analytics. */
async function sendContact(page: Page) {
  const form = page.locator('#contact form');
  await fillForm(form, contactFormSpec(contact), {
    name: 'Sunita Kapoor',
    email: uniqueEmail('sunita'),
    message: 'Private: budget 40 lakh',
  });
  await takeTime(page);
  await form.getByRole('button', { name: contact.submit }).click();
  await expect(page.getByRole('status').filter({ hasText: contact.success.title })).toBeVisible();
}

/** Hides the page as a visitor switching tabs does: web-vitals reports LCP, CLS and INP then. */
async function hidePage(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

const PERSONAL = /Sunita|Kapoor|sunita\.|example\.in|40 lakh|Private/;

test.describe('analytics off', () => {
  test.skip(provider !== '', `this build has analytics (${provider})`);

  test('no analytics code, cookie, banner or request to another host on any kind of page', async ({
    page,
    context,
    baseURL,
  }) => {
    const problems = watchPage(page);
    const other = elsewhere(page, new URL(baseURL!).origin);
    for (const path of ['/', '/calculate-talent-pricing/', '/careers/', '/blog/']) {
      await page.goto(at(path));
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => 'dataLayer' in window || 'gtag' in window)).toBe(false);
      await expect(page.locator('script[src^="http"]')).toHaveCount(0);
      await expect(page.locator('#cc-main')).toHaveCount(0);
      await expect(page.getByRole('contentinfo').getByRole('button', { name: cookieSettings })).toHaveCount(0);
      // The policy names no analytics host.
      const policy = (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ?? '';
      expect(policy).not.toMatch(/google|plausible|umami/i);
      expect(policy).not.toContain(COLLECTOR_ORIGIN);
    }
    await page.clock.install();
    await page.goto(at('/'));
    await sendContact(page);
    await page.waitForLoadState('networkidle');
    // The only other host is the form service the enquiry went to.
    expect(other.filter((url) => !url.includes('/f/test'))).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    expect(await collector.hits()).toEqual([]);
    expect(problems).toEqual([]);
  });
});

test.describe('Google Analytics 4 behind the consent banner @variant', () => {
  test.skip(provider !== 'ga4', 'needs the ga4 build of tests/harness/run-tests.mjs');

  // The banner hides from automated browsers (hideFromBots); this one looks like a visitor's.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));
  });

  const banner = (page: Page) => page.getByRole('dialog', { name: consent.banner.title });
  const commands = async () =>
    (await collector.hits()).filter((hit) => hit.path === '/g/collect').map((hit) => hit.body as unknown[]);

  test('refused: Google receives nothing, not even a request for gtag.js, and the choice is remembered', async ({
    page,
    context,
  }) => {
    const problems = watchPage(page);
    await page.clock.install();
    await page.goto(at('/'));
    await expect(banner(page)).toBeVisible();
    // Consent Mode v2 defaults: everything denied before any choice.
    expect(
      await page.evaluate(() => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>))),
    ).toEqual([
      [
        'consent',
        'default',
        { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' },
      ],
    ]);
    expect(await axeViolations(page, { include: '#cc-main' })).toEqual([]);

    await banner(page).getByRole('button', { name: consent.reject }).click();
    await expect(banner(page)).toBeHidden();
    await sendContact(page);
    await hidePage(page);
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(banner(page)).toBeHidden();
    expect(await collector.hits()).toEqual([]);
    expect((await context.cookies()).map((cookie) => cookie.name)).toEqual(['quantivo_consent']);
    expect(problems).toEqual([]);
  });

  test('accepted: gtag.js loads, page views, leads and Web Vitals arrive with no personal data; Cookie settings reopens the choice', async ({
    page,
  }) => {
    const problems = watchPage(page);
    await page.clock.install();
    await page.goto(at('/?utm_source=partner&name=Sunita'), { referer: 'https://www.bing.com/search?q=quantivo' });
    await banner(page).getByRole('button', { name: consent.accept }).click();
    await expect.poll(async () => (await collector.hits()).some((hit) => hit.path === '/gtag/js')).toBe(true);
    await sendContact(page);
    await page.getByRole('heading', { level: 1 }).click();
    await hidePage(page);
    await expect
      .poll(async () => (await commands()).map((command) => `${command[0]} ${command[1]}`))
      .toEqual(
        expect.arrayContaining([
          'consent default',
          'consent update',
          `config ${siteId}`,
          'event generate_lead',
          'event LCP',
          'event CLS',
        ]),
      );
    const sent = await commands();
    const origin = new URL(page.url()).origin;
    expect(sent.find((c) => c[0] === 'consent' && c[1] === 'update')![2]).toEqual({ analytics_storage: 'granted' });
    expect(sent.find((c) => c[0] === 'config')![2]).toMatchObject({
      page_location: `${origin}${basePath}/?utm_source=partner`,
      page_referrer: 'https://www.bing.com',
      allow_google_signals: false,
      allow_ad_personalization_signals: false,
    });
    expect(sent.find((c) => c[1] === 'generate_lead')![2]).toEqual({ form_name: 'contact' });
    expect(JSON.stringify(sent)).not.toMatch(PERSONAL);

    // The choice is remembered: the next page loads gtag.js without asking again.
    await collector.reset();
    await page.goto(at('/about/'));
    await expect(banner(page)).toBeHidden();
    await expect.poll(async () => (await commands()).some((c) => c[0] === 'config')).toBe(true);

    await page.getByRole('contentinfo').getByRole('button', { name: cookieSettings }).click();
    await expect(page.getByRole('dialog', { name: consent.settings.title })).toBeVisible();
    expect(problems).toEqual([]);
  });
});
