import { test, expect } from '@playwright/test';
import { at } from './helpers';

/**
 * Moving between pages as a visitor does, in Chromium: a link they point at is prerendered
 * (lib/speculation.ts), so the tap shows a page already drawn; Back restores the page from the
 * back/forward cache. Plain Playwright: its goto does not touch the page, so the app starts
 * only when the test interacts, as a visitor's would.
 */
const navigation = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & {
      activationStart?: number;
      notRestoredReasons?: unknown;
    };
    return { activationStart: entry.activationStart ?? 0, notRestoredReasons: entry.notRestoredReasons ?? null };
  });

test('a link the visitor points at is prerendered, and the tap shows it without loading it again', async ({ page }) => {
  // Chromium reports each prerender's status over the DevTools protocol.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Preload.enable');
  const ready = new Promise<string>((resolve) =>
    cdp.on('Preload.prerenderStatusUpdated', (event) => {
      if (event.status === 'Ready') resolve(event.key.url);
    }),
  );
  await page.goto(at('/'), { waitUntil: 'load' });
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'About Us' });
  await link.hover();
  expect(await ready).toMatch(/\/about\/$/);
  await link.click();
  await expect(page).toHaveURL(/\/about\/$/);
  expect((await navigation(page)).activationStart).toBeGreaterThan(0);
});

test('Back restores the page from the back/forward cache', async ({ page }) => {
  await page.addInitScript(() =>
    addEventListener('pageshow', (event) => {
      if (event.persisted) document.documentElement.dataset.restored = '';
    }),
  );
  await page.goto(at('/careers/'), { waitUntil: 'load' });
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about\/$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/careers\/$/);
  await expect(page.locator('html[data-restored]')).toHaveCount(1);
  expect((await navigation(page)).notRestoredReasons).toBeNull();
});
