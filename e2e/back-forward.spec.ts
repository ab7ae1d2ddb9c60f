import type { Page } from '@playwright/test';
import { applicationDialog, applyButtonFor } from './application';
import { copyOf } from './copy';
import { at, expect, sitemapRoutes, test } from './helpers';

/**
 * Back and Forward are instant when the browser keeps the page in its back/forward cache. This
 * runs in the full Chromium without Playwright's --disable-back-forward-cache (the
 * `back-forward-cache` project): the headless shell restores nothing, and reports why only as
 * "masked".
 */
const careers = copyOf('careers');
const { fields } = careers.dialog;

// One page of every template: pages whose paths differ only in their last part share one.
const template = (route: string) =>
  route
    .split('/')
    .filter(Boolean)
    .map((part, i, parts) => (i === parts.length - 1 && parts.length > 1 ? '*' : part))
    .join('/');
const routes = sitemapRoutes();
const onePerTemplate = routes.filter((route, i) => routes.findIndex((r) => template(r) === template(route)) === i);

/**
 * Marks the live page, so that Back can tell a restored page from one loaded again, and counts
 * the page views it logs from now on (the console's own record replays old lines on a restore).
 */
async function markPage(page: Page) {
  await page.evaluate(() => {
    const w = window as Window & { kept?: boolean; restored?: boolean; views?: number };
    w.kept = true;
    w.views = 0;
    addEventListener('pageshow', (event) => (w.restored = event.persisted));
    const info = console.info;
    console.info = (...args: unknown[]) => {
      if (args.some((arg) => String(arg).startsWith('Page view'))) w.views! += 1;
      info(...args);
    };
  });
}
const viewsSinceMarked = (page: Page) => page.evaluate(() => (window as Window & { views?: number }).views);

async function expectRestored(page: Page, route: string) {
  await page.goBack({ waitUntil: 'commit' });
  // Playwright can take a late event of the page restored by the last Back for this one's arrival
  // (seen on a busy machine: "navigated to" that page's own address 5 ms after Back, and the next
  // look into the page was cut off by the real arrival): Back has arrived once the address is the
  // route's.
  const { pathname } = new URL(at(route), test.info().project.use.baseURL);
  await expect.poll(() => new URL(page.url()).pathname, { message: `Back arrives at ${route}` }).toBe(pathname);
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const w = window as Window & { kept?: boolean; restored?: boolean };
          if (w.restored) return 'restored';
          const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & {
            notRestoredReasons?: unknown;
          };
          return JSON.stringify(entry?.notRestoredReasons ?? (w.kept ? 'kept, no pageshow yet' : 'loaded again'));
        }),
      { message: `Back shows ${route} from the back/forward cache (else: why not)` },
    )
    .toBe('restored');
}

// Each test walks a few templates, then Back through them all: Chromium keeps six pages.
const chainCount = Math.ceil(onePerTemplate.length / 5);
const chains = Array.from({ length: chainCount }, (_, i) => onePerTemplate.filter((_route, j) => j % chainCount === i));

for (const chain of chains) {
  test(`back/forward cache: ${chain.map((route) => template(route) || 'home').join(', ')} are restored by Back, with their app live, and count a view`, async ({
    page,
  }) => {
    // Each arrives with its app live (the page fixture waits for it), and is marked.
    for (const route of chain) {
      await page.goto(at(route));
      await markPage(page);
    }
    await page.goto(at(onePerTemplate.find((route) => !chain.includes(route))!));
    for (const route of chain.toReversed()) {
      await expectRestored(page, route);
      // Shown again without loading: one more page view.
      await expect.poll(() => viewsSinceMarked(page), { message: `${route} counts a view` }).toBe(1);
    }
  });
}

test('back/forward cache: a restored list keeps its filter, its place, the open application and what was typed in it', async ({
  page,
}) => {
  await page.goto(at('/careers/'));
  await page.mouse.move(200, 300);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByLabel(careers.filters.searchLabel).fill('engineer');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(2);
  await applyButtonFor(page, 'Cloud Security Engineer').click();
  const dialog = applicationDialog(page, 'Cloud Security Engineer');
  await dialog.getByLabel(fields.name).fill('Vikram Rao');
  const scrolled = await page.evaluate(() => scrollY);
  await markPage(page);

  await page.goto(at('/about/'));
  await expectRestored(page, '/careers/');
  await expect(page.getByLabel(careers.filters.searchLabel)).toHaveValue('engineer');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(2);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(fields.name)).toHaveValue('Vikram Rao');
  expect(await page.evaluate(() => scrollY)).toBe(scrolled);
  // Still a live form: it takes more typing.
  await dialog.getByLabel(fields.email).fill('vikram@example.in');
  await expect(dialog.getByLabel(fields.email)).toHaveValue('vikram@example.in');
});
