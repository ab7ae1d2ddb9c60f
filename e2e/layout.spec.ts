import { test as baseTest, type Page } from '@playwright/test';
import { htmlFiles, routeOf } from '../scripts/html-files.mjs';
import { at, expect } from './helpers';

/**
 * Every page at the narrowest phone the site supports (360 px), as the HTML arrives and again
 * once the app has started: nothing may make the page scroll sideways (a wide table or strip
 * scrolls inside its own box). The pricing page's lead dialog, open on arrival, is included.
 */
const WIDTH = 360;
const routes = htmlFiles().map(routeOf);

// One page per worker walks the routes, as the route crawl does: a new page per route would
// cost a renderer process each time.
const test = baseTest.extend<{ narrow: Page }, { narrowPage: Page }>({
  narrowPage: [
    async ({ browser }, provide) => {
      const context = await browser.newContext({
        viewport: { width: WIDTH, height: 780 },
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

/** How far the page scrolls sideways and, if it does, the element sticking out furthest to the right. */
const sideways = (page: Page) =>
  page.evaluate(() => {
    const { scrollWidth, clientWidth } = document.documentElement;
    if (scrollWidth <= clientWidth) return 'none';
    let culprit = '';
    let right = clientWidth;
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width && box.right > right) {
        right = box.right;
        culprit = `<${element.tagName.toLowerCase()} class="${String(element.getAttribute('class'))}">`;
      }
    }
    return `${scrollWidth - clientWidth} px, widest: ${culprit}`;
  });

const APP_CHUNK = /\/_next\/static\/chunks\/.*\.js(\?|$)/;

for (const route of routes) {
  test(`${route} does not scroll sideways at ${WIDTH} px, before or after the app starts`, async ({ narrow: page }) => {
    // The app's files wait until the page has been measured without them: some pages (the quote
    // list) start their app at once, and a fast machine would otherwise measure only the app.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(APP_CHUNK, async (chunk) => {
      await held;
      await chunk.continue().catch(() => {});
    });
    try {
      await page.goto(at(route), { waitUntil: 'domcontentloaded' });
      await page.evaluate(() => document.fonts.ready.then(() => true));
      expect(await sideways(page), 'before the app starts').toBe('none');

      release();
      // The first touch starts the app where it waits for one (lib/page-start.ts).
      await page.dispatchEvent('body', 'touchstart');
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 15_000 });
      expect(await sideways(page), 'once the app has started').toBe('none');
    } finally {
      release();
      await page.unroute(APP_CHUNK);
    }
  });
}
