import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/** Relative to the configured baseURL, so the same test runs with or without a base path. */
export const at = (path: string) => path.replace(/^\//, '');

/** Every route of the exported sitemap, as site paths ('/', '/about/', ...). */
export function sitemapRoutes(): string[] {
  const xml = readFileSync('out/sitemap.xml', 'utf8');
  const base = (process.env.BASE_PATH ?? '').replace(/\/+$/, '');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const pathname = new URL(m[1]!).pathname;
    return pathname.startsWith(base) ? pathname.slice(base.length) || '/' : pathname;
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
