import { readFileSync } from 'node:fs';
import { test as baseTest, type Page } from '@playwright/test';
import { basePath } from '../lib/base-path.cjs';

export { expect } from '@playwright/test';

/**
 * `page.goto` and `page.reload` wait until the React islands have hydrated (the layout marks
 * <html data-hydrated>), so a test never clicks a control before its script is live.
 * With JavaScript disabled they return as soon as the page has loaded.
 */
export const test = baseTest.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    const ready = async () => {
      if (javaScriptEnabled !== false) await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 15_000 });
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await ready();
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await ready();
      return response;
    };
    await provide(page);
  },
});

/** Relative to the configured baseURL, so the same test runs with or without a base path. */
export const at = (path: string) => path.replace(/^\//, '');

/** Every route of the exported sitemap, as site paths ('/', '/about/', ...). */
export function sitemapRoutes(): string[] {
  const xml = readFileSync(`${process.env.OUT_DIR || 'out'}/sitemap.xml`, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const pathname = new URL(m[1]!).pathname;
    return pathname.startsWith(basePath) ? pathname.slice(basePath.length) || '/' : pathname;
  });
}

/** Collects console errors, uncaught errors and requests to any other host while a page runs. */
export function watchPage(page: Page) {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()} (${msg.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['localhost', '127.0.0.1'].includes(url.hostname) && !['data:', 'blob:'].includes(url.protocol)) {
      problems.push(`request to another host: ${request.url()}`);
    }
  });
  return problems;
}
