#!/usr/bin/env node
/**
 * Every internal href/src in every exported HTML file must resolve to a file in out/
 * (trailing-slash and base-path rules included), and every #fragment to an id on its page.
 * A build of some routes only (BUILD_PATHS) lacks the other pages: a link to a page its record
 * names as one the content makes, or to the manifest (sitePages, scripts/build-record.mjs),
 * resolves, its #fragment unread; a link to any other file it lacks is broken.
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import buildRecord from '../lib/build/build-record.cjs';
import { attributeValues, basePath, checkedFiles, OUT, read, routeOf } from '../scripts/html-files.mjs';

// The pages whose links are read (every page, or an editor's publish's: scripts/check-scope.mjs);
// what they link to is any file of the export.
const pages = new Map(checkedFiles().map((f) => [routeOf(f), read(f)]));
const record = buildRecord.readRecord(OUT);
const sitePages = new Set(record?.routes ? (record.sitePages ?? []) : []);
const problems = [];

function targetFile(pathname) {
  if (basePath) {
    if (!pathname.startsWith(`${basePath}/`)) return null;
    pathname = pathname.slice(basePath.length);
  }
  const full = join(OUT, decodeURIComponent(pathname));
  if (pathname.endsWith('/')) return existsSync(join(full, 'index.html')) ? join(full, 'index.html') : null;
  if (existsSync(full) && statSync(full).isFile()) return full;
  return null;
}

const ids = (html) => new Set(attributeValues(html, 'id'));
let checked = 0;
let elsewhere = 0;

for (const [route, html] of pages) {
  const urls = [
    ...attributeValues(html, 'href', 'src', 'data-src'),
    ...attributeValues(html, 'srcset').flatMap((s) => s.split(',').map((p) => p.trim().split(' ')[0])),
  ];
  for (const raw of urls) {
    if (!raw || /^(mailto:|tel:|data:|javascript:)/.test(raw)) continue;
    if (/^https?:\/\//.test(raw) || raw.startsWith('//')) continue; // canonical and OG URLs are absolute by design
    checked++;
    const url = new URL(raw, `http://site${basePath}${route}`);
    if (url.pathname === `${basePath}${route}` && url.hash) {
      if (!ids(html).has(url.hash.slice(1))) problems.push(`${route}: missing anchor ${raw}`);
      continue;
    }
    const file = targetFile(url.pathname);
    if (!file && url.pathname.startsWith(`${basePath}/`) && sitePages.has(url.pathname.slice(basePath.length))) {
      elsewhere++;
      continue;
    }
    if (!file) {
      problems.push(`${route}: broken link ${raw}`);
      continue;
    }
    if (url.hash && file.endsWith('.html') && url.hash.length > 1) {
      if (!ids(read(file)).has(url.hash.slice(1))) problems.push(`${route}: missing anchor ${raw}`);
    }
  }
}

if (problems.length) {
  console.error(`Link check: ${problems.length} problem(s) in ${pages.size} pages`);
  for (const p of [...new Set(problems)].slice(0, 100)) console.error(`  ${p}`);
  process.exit(1);
}
const partial = record?.routes
  ? ` (${elsewhere} to pages the content makes, or its manifest, that this build of some routes did not make)`
  : '';
console.log(`Link check: ${checked} internal links and sources in ${pages.size} pages all resolve${partial}.`);
