#!/usr/bin/env node
/**
 * `npm run bench`: builds the site (timing it), serves out/ as a static host and runs
 * Lighthouse with its default mobile settings on one page of every template, BENCH_RUNS
 * times each (default 5). Prints medians (min–max for Performance) and writes the raw
 * results to .bench/. A measuring tool, not a test: it gates nothing.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { htmlFiles } from './html-files.mjs';

const require = createRequire(import.meta.url);
const { findChrome, HOW_TO_GET_ONE } = require('./find-chrome.cjs');

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 4180);
const PAGES = {
  home: '/',
  service: '/services/quantum-computing/',
  'enterprise IT service': '/services/enterprise-it/network-security/',
  'enterprise IT hub': '/services/enterprise-it/',
  product: '/products/power-cables/',
  'case-study list': '/case-studies/',
  'case study': '/case-studies/sap-s4hana-chemicals-migration/',
  'blog list': '/blog/',
  article: '/blog/moving-erp-to-the-cloud/',
  careers: '/careers/',
  pricing: '/calculate-talent-pricing/',
  about: '/about/',
  training: '/training/',
};

const chrome = findChrome();
if (!chrome) {
  console.error(HOW_TO_GET_ONE);
  process.exit(1);
}

if (!process.argv.includes('--no-build')) {
  const started = Date.now();
  const build = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
  console.log(`Build: ${((Date.now() - started) / 1000).toFixed(1)} s wall, ${htmlFiles().length} HTML pages exported.`);
}

const server = spawn('node', ['scripts/serve.mjs', '--port', String(PORT), '--headers'], { stdio: 'ignore' });
await new Promise((resolve) => setTimeout(resolve, 800));

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const results = {};
let failedRuns = 0;
let browser;
try {
  browser = await chromeLauncher.launch({
    chromePath: chrome.path,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  for (const [name, path] of Object.entries(PAGES)) {
    results[name] = [];
    for (let run = 0; run < RUNS; run++) {
      // A run that fails to trace the page (an intermittent headless hiccup) is retried, not averaged in.
      let lhr;
      for (let attempt = 0; attempt < 3; attempt++) {
        ({ lhr } = await lighthouse(`http://localhost:${PORT}${path}`, { port: browser.port, output: 'json', logLevel: 'error' }));
        if (!lhr.runtimeError && Number.isFinite(lhr.audits['first-contentful-paint']?.numericValue)) break;
        failedRuns++;
      }
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
      const scripts = lhr.audits['network-requests']?.details?.items?.filter((i) => i.resourceType === 'Script') ?? [];
      results[name].push({
        path,
        performance: lhr.categories.performance.score * 100,
        accessibility: lhr.categories.accessibility.score * 100,
        bestPractices: lhr.categories['best-practices'].score * 100,
        seo: lhr.categories.seo.score * 100,
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        si: audit('speed-index'),
        bytes: audit('total-byte-weight'),
        jsBytes: scripts.reduce((sum, s) => sum + (s.transferSize ?? 0), 0),
      });
      process.stderr.write('.');
    }
  }
} finally {
  await browser?.kill();
  server.kill();
}
process.stderr.write('\n');

mkdirSync('.bench', { recursive: true });
const file = `.bench/lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
writeFileSync(file, JSON.stringify(results, null, 2));

const kb = (b) => `${(b / 1024).toFixed(0)} KB`;
const ms = (v) => `${Math.round(v)} ms`;
const s = (v) => `${(v / 1000).toFixed(2)} s`;
const rows = Object.entries(results).map(([name, runs]) => {
  const m = (key) => median(runs.map((r) => r[key]));
  const perf = runs.map((r) => r.performance);
  return [name, `${m('performance')} (${Math.min(...perf)}–${Math.max(...perf)})`, m('accessibility'), m('bestPractices'), m('seo'), s(m('fcp')), s(m('lcp')), ms(m('tbt')), m('cls').toFixed(3), s(m('si')), kb(m('bytes')), kb(m('jsBytes'))];
});
const header = ['page', 'Perf (min–max)', 'A11y', 'BP', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'SI', 'bytes', 'JS'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
console.log(`Lighthouse ${RUNS} run(s) per page, mobile defaults, medians:`);
console.log(line(header));
console.log(`| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
for (const row of rows) console.log(line(row));
if (failedRuns) console.log(`${failedRuns} Lighthouse run(s) failed to trace the page and were repeated.`);
console.log(`Raw results: ${file}`);
