import { copyOf } from './copy';
import { at, expect, sitemapRoutes, test, watchPolicy } from './helpers';

const contact = copyOf('forms').contactForm;
const ui = copyOf('ui');

/**
 * The islands at work under the hash-based policy (each page's own visit is in routes.spec.ts):
 * no violation while menus, search, dialogs and notices run.
 */
test('interactive islands run under the policy: menus, search, dialogs, notices', async ({ page }) => {
  const violations = await watchPolicy(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(at('/'));
  const { landmarks, pages } = copyOf('navigation');
  await page.getByRole('navigation', { name: landmarks.main }).getByRole('button', { name: pages.services }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  await page.getByRole('combobox').fill('quantum');
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await page.locator('#contact form').getByRole('button', { name: contact.submit }).click();
  await expect(page.getByText(contact.missing.title)).toBeVisible();
  expect(await violations()).toEqual([]);

  await page.goto(at('/products/power-cables/'));
  await page.getByRole('button', { name: ui.carousel.next }).click();
  await page.goto(at('/calculate-talent-pricing/'));
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.goto(at('/careers/'));
  await page
    .getByRole('button', { name: copyOf('careers').apply })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('every page declares its character set in its first 1024 bytes, before the policy', async ({ request }) => {
  for (const route of [...sitemapRoutes(), '/404.html']) {
    const head = (await (await request.get(at(route))).body()).subarray(0, 1024).toString('latin1');
    const charset = head.search(/<meta charset="utf-8"\/?>/i);
    expect(charset, route).toBeGreaterThan(0);
    expect(head.indexOf('Content-Security-Policy'), route).toBeGreaterThan(charset);
  }
});
