#!/usr/bin/env node
/**
 * `npm run bench`: times the build, then runs Lighthouse (mobile, a fresh Chromium each run) on one
 * page of every template, interleaved with a zero-JavaScript copy of each page and, with
 * `--before <dir>`, another build: the machine's load moves TBT by hundreds of ms, so only figures
 * taken side by side compare. Then readiness, first taps and hops (bench/README.md). Gates nothing.
 * Options: BENCH_RUNS (default 5), READINESS_RUNS (default BENCH_RUNS), FIRST_TAP_RUNS (default
 * 5), BENCH_PAGES (names or paths, comma-separated), BENCH_PORT (uses it and the next five),
 * HOPS_RUNS (default 5), --no-build, --before <dir>, --no-lighthouse, --no-readiness, --no-first-tap, --no-hops.
 * First taps and hops alone, with their controls: `npm run bench -- --no-build --no-lighthouse --no-readiness`.
 * `--scale [N]` (default 900) runs bench/scale.mjs instead: today's site against a copy with N more entries.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { htmlFiles, OUT, read } from '../scripts/html-files.mjs';
import { stripScripts } from '../scripts/html-edit.mjs';
import { chosenTaps, firstTapTable, measureFirstTap } from './first-tap.mjs';
import { measureHops } from './hops.mjs';
import { chosenTemplates, launchBrowser, measureReadiness, median, option, serveDirs } from './readiness.mjs';

// `--scale [N]` is a measurement of its own (bench/scale.mjs): two copies of the project, built and compared.
if (process.argv.includes('--scale')) {
  const { runScale, scaleOptions } = await import('./scale.mjs');
  await runScale(scaleOptions());
  process.exit(0);
}

const require = createRequire(import.meta.url);
const { CHROME_FLAGS, findChrome, HOW_TO_GET_ONE } = require('../tests/harness/find-chrome.cjs');
const chrome = findChrome();
if (!chrome) {
  console.error(HOW_TO_GET_ONE);
  process.exit(1);
}

const RUNS = process.argv.includes('--no-lighthouse') ? 0 : Number(process.env.BENCH_RUNS ?? 5);
const READINESS_RUNS = Number(process.env.READINESS_RUNS ?? RUNS);
const FIRST_TAP_RUNS = Number(process.env.FIRST_TAP_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 4180);
const templates = chosenTemplates();
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');

const loadAtStart = load();
console.log(`Load average at start (1, 5, 15 min): ${loadAtStart}`);

if (!process.argv.includes('--no-build')) {
  const started = Date.now();
  const build = spawnSync('npm', ['run', 'build'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  console.log(
    `Build: ${((Date.now() - started) / 1000).toFixed(1)} s wall, ${htmlFiles().length} HTML pages exported.`,
  );
}

// The zero-JavaScript copy: the same export with every script element and script preload removed.
const ZERO_JS = '.bench/zero-js';
rmSync(ZERO_JS, { recursive: true, force: true });
cpSync(OUT, ZERO_JS, { recursive: true });
for (const file of htmlFiles(ZERO_JS)) writeFileSync(file, stripScripts(read(file)));

const variants = [
  ['ours', OUT],
  ['zero-JS', ZERO_JS],
];
if (option('before')) variants.push(['before', option('before')]);
const servers = await serveDirs(
  variants.map(([, dir]) => dir),
  PORT,
);
const urlOf = (variant, path) => `http://localhost:${PORT + variants.findIndex(([v]) => v === variant)}${path}`;

async function lighthouseRun(url) {
  const browser = await chromeLauncher.launch({
    chromePath: chrome.path,
    chromeFlags: ['--headless=new', ...CHROME_FLAGS],
  });
  try {
    const { lhr } = await lighthouse(url, {
      port: browser.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    return lhr;
  } finally {
    await browser.kill();
  }
}

mkdirSync('.bench', { recursive: true });
const file = `.bench/lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
const results = {};
const firstTaps = {};
const builds = variants.filter(([v]) => v !== 'zero-JS').map(([v]) => v);
// Written after every page, so a long run interrupted still leaves its figures.
const save = (extra = {}) =>
  writeFileSync(
    file,
    JSON.stringify(
      { runs: RUNS, loadAtStart, ...extra, variants: Object.fromEntries(variants), results, firstTaps },
      null,
      2,
    ),
  );
let failedRuns = 0;
try {
  for (const [name, template] of templates) {
    results[name] = Object.fromEntries(variants.map(([v]) => [v, { lighthouse: [], readiness: [] }]));
    for (let run = 0; run < RUNS; run++) {
      // Rotating the order spreads any drift in the machine's load evenly over the variants.
      for (let k = 0; k < variants.length; k++) {
        const [variant] = variants[(run + k) % variants.length];
        let lhr;
        // A run that fails to trace the page (an intermittent headless hiccup) is retried, not averaged in.
        for (let attempt = 0; attempt < 3; attempt++) {
          lhr = await lighthouseRun(urlOf(variant, template.path));
          if (!lhr.runtimeError && Number.isFinite(lhr.audits['first-contentful-paint']?.numericValue)) break;
          failedRuns++;
        }
        const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
        const scripts =
          lhr.audits['network-requests']?.details?.items?.filter((i) => i.resourceType === 'Script') ?? [];
        results[name][variant].lighthouse.push({
          performance: lhr.categories.performance.score * 100,
          fcp: audit('first-contentful-paint'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          si: audit('speed-index'),
          bytes: audit('total-byte-weight'),
          jsBytes: scripts.reduce((sum, s) => sum + (s.transferSize ?? 0), 0),
          longTasks: (lhr.audits['long-tasks']?.details?.items ?? []).map((t) => ({
            url: t.url,
            start: t.startTime,
            duration: t.duration,
          })),
        });
        process.stderr.write('.');
      }
    }
    save();
  }
  if (!process.argv.includes('--no-readiness') && READINESS_RUNS > 0) {
    const browser = await launchBrowser();
    try {
      for (const [name, template] of templates) {
        for (let run = 0; run < READINESS_RUNS; run++) {
          for (const [variant] of variants.filter(([v]) => v !== 'zero-JS')) {
            results[name][variant].readiness.push(
              await measureReadiness(browser, urlOf(variant, template.path), template),
            );
            process.stderr.write('r');
          }
        }
        save();
      }
    } finally {
      await browser.close();
    }
  }
  if (!process.argv.includes('--no-first-tap') && FIRST_TAP_RUNS > 0) {
    const browser = await launchBrowser();
    try {
      for (const [name, tap] of chosenTaps()) {
        firstTaps[name] = Object.fromEntries(builds.map((b) => [b, []]));
        for (let run = 0; run < FIRST_TAP_RUNS; run++) {
          for (let k = 0; k < builds.length; k++) {
            const build = builds[(run + k) % builds.length];
            firstTaps[name][build].push(await measureFirstTap(browser, urlOf(build, tap.path), tap));
            process.stderr.write('t');
          }
        }
        save();
      }
    } finally {
      await browser.close();
    }
  }
} finally {
  for (const server of servers) server.kill();
}
process.stderr.write('\n');
const loadAtEnd = load();

save({ loadAtEnd });

const ms = (v) => (Number.isFinite(v) ? `${Math.round(v)} ms` : '–');
const s = (v) => (Number.isFinite(v) ? `${(v / 1000).toFixed(1)} s` : 'never');
const kb = (b) => `${(b / 1024).toFixed(0)} KB`;
const signed = (v) => (v > 0 ? `+${v}` : String(v));
const header = ['page', 'zero-JS'];
for (const b of builds) header.push(b, 'diff', 'TBT', 'JS', 'ready (hydrated)');
const rows = Object.entries(results).map(([name, byVariant]) => {
  const m = (variant, key) => median(byVariant[variant].lighthouse.map((r) => r[key]));
  const range = (variant) => {
    const perf = byVariant[variant].lighthouse.map((r) => r.performance);
    return `${m(variant, 'performance')} (${Math.min(...perf)}–${Math.max(...perf)})`;
  };
  const zero = m('zero-JS', 'performance');
  const row = [name, `${range('zero-JS')}, TBT ${ms(m('zero-JS', 'tbt'))}`];
  for (const b of builds) {
    const readiness = byVariant[b].readiness;
    const ready = readiness.length
      ? `${s(median(readiness.map((r) => r.ready)))} (${s(median(readiness.map((r) => r.hydrated)))})`
      : '–';
    row.push(range(b), signed(m(b, 'performance') - zero), ms(m(b, 'tbt')), kb(m(b, 'jsBytes')), ready);
  }
  return row;
});
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
if (RUNS || READINESS_RUNS) {
  console.log(
    `Lighthouse ${RUNS} run(s) per page and variant, mobile defaults, a fresh Chromium per run, interleaved; medians (min–max).`,
  );
  console.log(
    `diff: Performance minus the zero-JS copy's. ready: readiness (${READINESS_RUNS} run(s), 4x CPU, slow 4G): island responds (app hydrated).`,
  );
  console.log(`Variants: ${variants.map(([v, dir]) => `${v} = ${dir}`).join(', ')}`);
  console.log(line(header));
  console.log(`| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
  for (const row of rows) console.log(line(row));
}
if (Object.keys(firstTaps).length) console.log(firstTapTable(firstTaps, builds, FIRST_TAP_RUNS));
if (failedRuns) console.log(`${failedRuns} Lighthouse run(s) failed to trace the page and were repeated.`);
console.log(`Load average at start: ${loadAtStart}; at end: ${loadAtEnd}.`);
console.log(`Raw results: ${file}`);
// Last, in browsers of its own (no DevTools client, which would rule out any prerender).
if (!process.argv.includes('--no-hops')) save({ loadAtEnd, hops: await measureHops() });
