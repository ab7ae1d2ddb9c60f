import { at, expect, sitemapRoutes, test } from './helpers';

/** Served with the _headers rules applied (see playwright.config webServer): no CSP violation anywhere. */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
});

const violations = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);

test('every page loads with its hash-based policy and the security headers, without violations', async ({ page }) => {
  const routes = sitemapRoutes();
  // One test walks every page: its time limit grows with the number of pages (job pages added six).
  test.setTimeout(routes.length * 4_000);
  for (const route of routes) {
    const response = await page.goto(at(route));
    const headers = response!.headers();
    expect(headers['content-security-policy'], route).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')).toMatch(
      /script-src 'self' 'sha256-/,
    );
    expect(await violations(page), route).toEqual([]);
  }
});

test('interactive islands run under the policy: menus, search, dialogs, notices', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(at('/'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  await page.getByRole('combobox').fill('quantum');
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await page.locator('#contact form').getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Uh oh! Something is missing.')).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await page.goto(at('/products/power-cables/'));
  await page.getByRole('button', { name: 'Next image' }).click();
  await page.goto(at('/calculate-talent-pricing/'));
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.goto(at('/careers/'));
  await page
    .getByRole('button', { name: /Apply Now/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('every page declares its character set in its first 1024 bytes, before the policy', async ({ request }) => {
  for (const route of [...sitemapRoutes(), '/404.html']) {
    const head = (await (await request.get(at(route))).body()).subarray(0, 1024).toString('latin1');
    const charset = head.search(/<meta charset="utf-8"\/?>/i);
    expect(charset, route).toBeGreaterThan(0);
    expect(head.indexOf('Content-Security-Policy'), route).toBeGreaterThan(charset);
  }
});
