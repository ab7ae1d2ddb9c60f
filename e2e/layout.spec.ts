import { test as baseTest, type Page } from '@playwright/test';
import { checkedRoutes, htmlFiles, routeOf } from '../scripts/html-files.mjs';
import { expect, NARROW, openWithoutSidewaysScroll, registryRoutes } from './helpers';

/**
 * No exported page scrolls sideways at the narrowest phone the site supports, before or after its
 * app starts (the pricing page's lead dialog, open on arrival, included). The route crawl
 * (routes.spec.ts) checks every page of the registry so as it visits them at that width; this
 * checks the rest, which must be only the not-found page: every other exported page belongs to
 * the registry.
 */
const crawled = new Set(registryRoutes());
const routes = htmlFiles()
  .map(routeOf)
  .filter((route) => !crawled.has(route));

const test = baseTest.extend<{ narrow: Page }, { narrowPage: Page }>({
  narrowPage: [
    async ({ browser }, provide) => {
      const context = await browser.newContext({
        viewport: { width: NARROW, height: 780 },
        isMobile: true,
        hasTouch: true,
      });
      await provide(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  narrow: async ({ narrowPage }, provide) => provide(narrowPage),
});

test('every exported page but the not-found page belongs to the registry, whose pages the crawl visits', () => {
  expect(routes).toEqual(['/404.html']);
  expect(routes.length + crawled.size).toBe(htmlFiles().length);
});

const checked = checkedRoutes();
for (const route of routes.filter((r) => !checked || checked.has(r))) {
  test(`${route} does not scroll sideways at ${NARROW} px, before or after the app starts`, async ({
    narrow: page,
  }) => {
    await openWithoutSidewaysScroll(page, route);
  });
}
