#!/usr/bin/env node
/**
 * Removes from the export what no visitor or crawler is ever sent, so a deploy carries only
 * served files (GitHub Pages publishes at most 1 GB; at ~1,000 pages these were over half of it):
 * - each route's React Server Components payloads (`index.txt`, `__next.*.txt`): Next fetches
 *   them for client-side navigation and prefetching, and this site has neither (every link is a
 *   plain <a>, docs/upgrading-nextjs.md); the same data is inline in each page's HTML;
 * - the copies of the not-found page at /_not-found/ and /404/ (hosts serve 404.html);
 * - sitemap-paths.json, the registry's indexable pages, read by next-sitemap before this step;
 *   first it checks the sitemap lists exactly those (a page missing from the sitemap, or one
 *   there that the registry does not know, stops the build; a build of some routes only,
 *   BUILD_PATHS of scripts/next-build.mjs, may leave pages out).
 * Runs after next-sitemap. Exports `unserved(relativePath)` for tests.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { OUT } from './html-files.mjs';

const RSC_PAYLOAD = /(?:^|\/)(?:index|__next\.[^/]*)\.txt$/;
const UNSERVED_DIRS = new Set(['_not-found', '404']);
const SITEMAP_PATHS = 'sitemap-paths.json';
const UNSERVED_FILES = new Set([SITEMAP_PATHS]);

/** Whether a file of the export (its path relative to out/, with "/") is never served. */
export function unserved(path) {
  const [top] = path.split('/');
  return RSC_PAYLOAD.test(path) || UNSERVED_DIRS.has(top) || (path === top && UNSERVED_FILES.has(top));
}

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** The site paths (no origin, no base path) of a sitemap's <loc>s, given the URL they start with. */
export function sitemapLocs(xml, siteUrl) {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => `/${loc.slice(siteUrl.length).replace(/^\//, '')}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const expected = JSON.parse(readFileSync(join(OUT, SITEMAP_PATHS), 'utf8'));
  const { siteUrl } = createRequire(import.meta.url)('../next-sitemap.config.js');
  const listed = sitemapLocs(readFileSync(join(OUT, 'sitemap.xml'), 'utf8'), siteUrl);
  const missing = process.env.BUILD_PATHS ? [] : expected.filter((path) => !listed.includes(path));
  const unknown = listed.filter((path) => !expected.includes(path));
  if (missing.length || unknown.length) {
    console.error(
      `Sitemap: not the registry's indexable pages. Missing: ${missing.join(' ') || 'none'}; not in the registry: ${unknown.join(' ') || 'none'}.`,
    );
    process.exit(1);
  }
  let count = 0;
  for (const file of [...files(OUT)]) {
    if (!unserved(relative(OUT, file).split(sep).join('/'))) continue;
    rmSync(file);
    count++;
  }
  for (const dir of UNSERVED_DIRS) rmSync(join(OUT, dir), { recursive: true, force: true });
  console.log(`Export: removed ${count} files no visitor is sent (route payloads, not-found copies).`);
}
