import { test as plainTest, type Page } from '@playwright/test';
import { at, expect, test, watchPage } from './helpers';

/** Paths a visitor met in real use: blocked storage, mouse habits, reloads, stale links, lost chunks. */

const JS = /\/_next\/static\/.+\.js(\?.*)?$/;

/**
 * Fails every script the page did not list in its HTML, as after going offline or a redeploy
 * that removed old chunks: the page loads and hydrates, every island loaded on demand fails.
 * Returns a function that lets them through again.
 */
async function failLazyChunks(page: Page, path: string): Promise<() => Promise<void>> {
  const html = await (await page.request.get(at(path))).text();
  const listed = new Set(
    [...html.matchAll(/(?:data-src|src)="([^"]+\.js)"/g)].map((m) => new URL(m[1]!, 'http://localhost/').pathname),
  );
  const handler = (route: Parameters<Parameters<Page['route']>[1]>[0]) =>
    listed.has(new URL(route.request().url()).pathname) ? route.continue() : route.abort('internetdisconnected');
  await page.route(JS, handler);
  return () => page.unroute(JS, handler);
}

// Plain Playwright: its goto does not interact with the page.
plainTest.describe('a slow phone pays for the app only when the visitor reaches for it', () => {
  plainTest('a page downloads no app script until the first interaction, then its islands work', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (request) => {
      // Prefetches into the cache while idle (resource type "other") run nothing.
      if (JS.test(request.url()) && request.resourceType() === 'script') chunks.push(request.url());
    });
    await page.goto(at('/case-studies/'), { waitUntil: 'load' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(500);
    expect(chunks).toHaveLength(0);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);

    await page.mouse.move(10, 10);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(chunks.length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'SAP ERP' }).click();
    await expect(page.getByRole('main').getByRole('article')).not.toHaveCount(19);
  });

  plainTest('a shared filtered link applies its filter without waiting for an interaction', async ({ page }) => {
    await page.goto(at('/case-studies/?service=sap-erp'));
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByRole('button', { name: 'SAP ERP' })).toHaveAttribute('aria-pressed', 'true');
  });

  plainTest('the pricing page opens its lead dialog on arrival', async ({ page }) => {
    await page.goto(at('/calculate-talent-pricing/'));
    await expect(page.getByRole('dialog', { name: 'Unlock the pricing calculator' })).toBeVisible();
  });
});
