#!/usr/bin/env node
/**
 * Per route: gzip bytes of the JavaScript and CSS its HTML loads. Fails when a route's
 * JavaScript exceeds its budget. Interactive routes (forms, filters, calculator) get more.
 * Islands' own chunks (`data-lazy`, prefetched when idle, run only when an island is used) are
 * listed beside it, outside the budget.
 * Then the whole export: its apparent size by kind of file against its budget (a static host
 * stores and a deploy uploads every file), no syntax-highlighting grammar in the CMS bundle, and
 * every Open Graph card a 1200×630 palette PNG (checks/export-weight.mjs).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { exportWeight, holdsGrammar, ogCardProblem } from './export-weight.mjs';
import { attr, basePath, checkedFiles, CMS_OUT, elementsNamed, OUT, read, routeOf } from '../scripts/html-files.mjs';

const KB = 1024;
export const BUDGET = { content: 140 * KB, interactive: 175 * KB };
const INTERACTIVE = [
  /^\/$/,
  // The contact form, as on the home page: the same islands, the same bytes.
  /^\/contact\/$/,
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
for (const file of checkedFiles()) {
  const route = routeOf(file);
  if (route === '/404.html' || (only.length && !only.includes(route))) continue;
  const html = read(file);
  // Legacy polyfills carry noModule: modern browsers never download them.
  const scriptSrcs = elementsNamed(html, 'script')
    .filter((s) => attr(s, 'src') && attr(s, 'nomodule') === undefined)
    .map((s) => attr(s, 'src'));
  // Scripts started after first paint (scripts/page-start.mjs) count the same.
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

function* allFiles(dir, root = dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* allFiles(full, root);
    else yield { full, path: relative(root, full).split(sep).join('/') };
  }
}
const files = [...allFiles(OUT)];
const MB = (n) => `${(n / 1024 / 1024).toFixed(1)} MB`;
const weight = exportWeight(files.map(({ full, path }) => ({ path, bytes: statSync(full).size })));
console.log(`\nExport: ${MB(weight.total)} (budget for ${weight.pages} pages ${MB(weight.budget)}), by kind of file:`);
for (const k of weight.kinds) console.log(`  ${MB(k.bytes).padStart(8)}  ${k.kind} (${k.files} files)`);

const problems = [];
if (failed) problems.push(`${failed} route(s) over their JavaScript budget.`);
if (weight.over)
  problems.push(
    `the export weighs ${MB(weight.total)}, over its ${MB(weight.budget)} budget for ${weight.pages} pages. Look first at the heaviest kinds: ${weight.kinds
      .slice(0, 3)
      .map((k) => `${k.kind} ${MB(k.bytes)}: ${k.look}`)
      .join('; ')}.`,
  );
const cmsScripts = existsSync(CMS_OUT) ? [...allFiles(CMS_OUT)].filter(({ path }) => path.endsWith('.js')) : [];
const grammars = cmsScripts.filter(({ full }) => holdsGrammar(read(full)));
if (grammars.length)
  problems.push(
    `the CMS bundle holds ${grammars.length} syntax-highlighting grammar file(s) (${grammars[0].path}…), which its code-less Markdown fields never request: see the stubs in scripts/cms-bundle.mjs.`,
  );
const isOgCard = (path) => path === 'og.png' || path.endsWith('/og.png');
for (const { full, path } of files.filter((file) => isOgCard(file.path))) {
  const problem = ogCardProblem(readFileSync(full));
  if (problem) problems.push(`${path} is ${problem}.`);
}
if (problems.length) {
  for (const problem of problems) console.error(`Size report: ${problem}`);
  process.exit(1);
}
console.log(`Size report: ${rows.length} routes within budget; the export within ${MB(weight.budget)}.`);
