#!/usr/bin/env node
/**
 * Removes from the export what no visitor or crawler is ever sent, so a deploy carries only
 * served files (GitHub Pages publishes at most 1 GB; at ~1,000 pages these were over half of it):
 * - each route's React Server Components payloads (`index.txt`, `__next.*.txt`): Next fetches
 *   them for client-side navigation and prefetching, and this site has neither (every link is a
 *   plain <a>, docs/upgrading-nextjs.md); the same data is inline in each page's HTML;
 * - the copies of the not-found page at /_not-found/ and /404/ (hosts serve 404.html).
 * Exports `unserved(relativePath)` for tests.
 */
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { OUT } from './html-files.mjs';

const RSC_PAYLOAD = /(?:^|\/)(?:index|__next\.[^/]*)\.txt$/;
const UNSERVED_DIRS = new Set(['_not-found', '404']);

/** Whether a file of the export (its path relative to out/, with "/") is never served. */
export function unserved(path) {
  const [top] = path.split('/');
  return RSC_PAYLOAD.test(path) || UNSERVED_DIRS.has(top);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const removed = readdirSync(OUT, { recursive: true }).filter(
    (path) => unserved(path.split(sep).join('/')) && statSync(join(OUT, path)).isFile(),
  );
  for (const path of removed) rmSync(join(OUT, path));
  for (const dir of UNSERVED_DIRS) rmSync(join(OUT, dir), { recursive: true, force: true });
  console.log(`Export: removed ${removed.length} files no visitor is sent (route payloads, not-found copies).`);
}
