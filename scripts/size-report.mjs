#!/usr/bin/env node
/**
 * Per route: gzip bytes of the JavaScript and CSS its HTML loads. Fails when a route's
 * JavaScript exceeds its budget. Interactive routes (forms, filters, calculator) get more.
 * Islands' own chunks (`data-lazy`, prefetched when idle, run only when an island is used) are
 * listed beside it, outside the budget.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { attr, basePath, elementsNamed, htmlFiles, OUT, read, routeOf } from './html-files.mjs';

const KB = 1024;
export const BUDGET = { content: 140 * KB, interactive: 175 * KB };
const INTERACTIVE = [
  /^\/$/,
  /^\/careers\//,
  // A list and its later pages (page/<n>/): the same filters.
  /^\/blog\/(page\/\d+\/)?$/,
  /^\/case-studies\/(page\/\d+\/)?$/,
  /^\/calculate-talent-pricing\//,
  /^\/training\//,
  /^\/quote\//,
  /^\/products\/(?!compare\/)[^/]+\/$/,
  // A comparison: a quote button per product, as on a product page.
  /^\/products\/compare\//,
];

const cache = new Map();
function gzipBytes(url) {
  const path = url.replace(/[?#].*$/, '').slice(basePath.length);
  if (!cache.has(path)) cache.set(path, gzipSync(readFileSync(join(OUT, path)), { level: 9 }).length);
  return cache.get(path);
}

const rows = [];
let failed = 0;
const only = process.argv.slice(2);
for (const file of htmlFiles()) {
  const route = routeOf(file);
  if (route === '/404.html' || (only.length && !only.includes(route))) continue;
  const html = read(file);
  // Legacy polyfills carry noModule: modern browsers never download them.
  const scriptSrcs = elementsNamed(html, 'script')
    .filter((s) => attr(s, 'src') && attr(s, 'nomodule') === undefined)
    .map((s) => attr(s, 'src'));
  // Scripts started after first paint (scripts/after-paint.mjs) count the same.
  const held = elementsNamed(html, 'script').filter((s) => attr(s, 'data-src'));
  const isJs = (s) => /\.js($|\?)/.test(s);
  const lazy = [...new Set(held.filter((s) => attr(s, 'data-lazy') !== undefined).map((s) => attr(s, 'data-src')))];
  const deferred = held.filter((s) => attr(s, 'data-lazy') === undefined).map((s) => attr(s, 'data-src'));
  const scripts = [...new Set([...scriptSrcs, ...deferred].filter(isJs))];
  const styles = [
    ...new Set(
      elementsNamed(html, 'link')
        .filter((l) => attr(l, 'rel') === 'stylesheet')
        .map((l) => attr(l, 'href')),
    ),
  ];
  const js = scripts.reduce((sum, s) => sum + gzipBytes(s), 0);
  const islands = lazy.filter(isJs).reduce((sum, s) => sum + gzipBytes(s), 0);
  const css = styles.reduce((sum, s) => sum + gzipBytes(s), 0);
  const kind = INTERACTIVE.some((re) => re.test(route)) ? 'interactive' : 'content';
  const over = js > BUDGET[kind];
  if (over) failed++;
  rows.push({ route, js, islands, css, kind, over });
}

const kb = (n) => `${(n / KB).toFixed(1)} KB`;
const width = Math.max(...rows.map((r) => r.route.length), 5);
console.log(
  `${'route'.padEnd(width)}  ${'JS (gzip)'.padStart(10)}  ${'islands'.padStart(10)}  ${'CSS (gzip)'.padStart(10)}  budget`,
);
for (const r of rows) {
  console.log(
    `${r.route.padEnd(width)}  ${kb(r.js).padStart(10)}  ${kb(r.islands).padStart(10)}  ${kb(r.css).padStart(10)}  ${kb(BUDGET[r.kind])} ${r.kind}${r.over ? '  OVER BUDGET' : ''}`,
  );
}
if (failed) {
  console.error(`Size report: ${failed} route(s) over their JavaScript budget.`);
  process.exit(1);
}
console.log(`Size report: ${rows.length} routes within budget.`);
