import { test as plainTest, type Page } from '@playwright/test';
import { at, expect, test, watchPage } from './helpers';

/** Paths a visitor met in real use: blocked storage, mouse habits, reloads, stale links, lost chunks. */

test.describe('mouse habits', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('hovering a submenu trigger and then clicking it keeps the submenu open', async ({ page }) => {
    await page.goto(at('/'));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Products' }).hover();
    const menu = page.getByRole('menu', { name: 'Products' });
    await expect(menu).toBeVisible();
    const trigger = menu.getByRole('menuitem', { name: 'Cables & Wiring' });
    await trigger.hover();
    const submenu = page.getByRole('menu', { name: 'Cables & Wiring' });
    await expect(submenu).toBeVisible();

    await trigger.click();
    await expect(submenu).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // A second click is a deliberate toggle and closes it.
    await trigger.click();
    await expect(submenu).toBeHidden();
    await trigger.click();
    await submenu.getByRole('menuitem', { name: 'Power Cables' }).click();
    await expect(page).toHaveURL(/\/products\/power-cables\/$/);
  });
});

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

test.describe('a chunk that cannot download', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('search offers a reload and the contact details, keeps typed text, and works once back online', async ({
    page,
  }) => {
    const restore = await failLazyChunks(page, '/');
    await page.goto(at('/#contact'));
    const form = page.locator('#contact form');
    await form.getByLabel('Name').fill('Priya Sharma');
    await form.getByLabel('Message').fill('Two cloud engineers, please.');

    await page.getByRole('button', { name: 'Search' }).click();
    const fallback = page.getByRole('dialog', { name: 'This could not open' });
    await expect(fallback).toBeVisible();
    await expect(fallback.getByRole('button', { name: 'Reload page' })).toBeVisible();
    await expect(fallback.getByRole('link', { name: 'hello@quantivo.example' })).toBeVisible();
    await expect(fallback.getByRole('link', { name: '+91 11 4567 8900' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(fallback).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Something went wrong');
    await expect(form.getByLabel('Name')).toHaveValue('Priya Sharma');
    await expect(form.getByLabel('Message')).toHaveValue('Two cloud engineers, please.');

    await restore();
    await page.getByRole('button', { name: 'Search' }).click();
    const search = page.getByRole('dialog', { name: 'Search the site' });
    await expect(search).toBeVisible();
    await search.getByRole('combobox').fill('SAP');
    await expect(search.getByRole('option').first()).toBeVisible();
  });

  test('a notice falls back to inline text, keeps typed text, and uses the notification library once back online', async ({
    page,
  }) => {
    const restore = await failLazyChunks(page, '/');
    await page.goto(at('/#contact'));
    const form = page.locator('#contact form');
    await form.getByLabel('Name').fill('Priya Sharma');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Uh oh! Something is missing.' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Please fill out all fields before submitting.');
    await expect(form.getByLabel('Name')).toHaveValue('Priya Sharma');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Something went wrong');

    await restore();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('button', { name: 'Close notification' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Uh oh! Something is missing.' })).toHaveCount(1);
  });

  test('a menu whose panel cannot load follows its link when clicked', async ({ page }) => {
    const restore = await failLazyChunks(page, '/');
    await page.goto(at('/'));
    const failure = page.waitForEvent('console', (msg) => msg.text().includes('Products menu could not load'));
    const products = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Products' });
    await products.hover();
    await failure;
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Something went wrong');
    await restore();
    await products.click();
    await expect(page).toHaveURL(/\/products\/$/);
  });

  test('a menu whose panel could not load opens on the next hover once back online', async ({ page }) => {
    const restore = await failLazyChunks(page, '/');
    await page.goto(at('/'));
    const failure = page.waitForEvent('console', (msg) => msg.text().includes('Products menu could not load'));
    const products = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Products' });
    await products.hover();
    await failure;
    await restore();
    await page.mouse.move(640, 600);
    await products.hover();
    await expect(page.getByRole('menu', { name: 'Products' })).toBeVisible();
  });
});

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
