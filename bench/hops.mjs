#!/usr/bin/env node
/**
 * Page to page (part of `npm run bench`, or `node bench/hops.mjs`): tap to the next page's LCP
 * with and without the speculation rules, Back, and each template's load LCP against its zero-JS copy.
 * Not Playwright or Lighthouse: Chromium prerenders nothing while a DevTools client is attached, so
 * each run is a fresh headless Chromium with no debugging port, on pages that measure themselves,
 * over scripts/serve.mjs `--throttle` (150 ms a request, 1.6 Mbit/s).
 * Options: HOPS_RUNS (default 5), BENCH_PORT (the next five after the bench's six), HOPS_LOADS=0
 * (no load LCP), HOPS_TRACE=<dir> (a trace of each hop, for bench/hop-trace.mjs), HOPS_FLAGS (more
 * Chromium flags, e.g. `--force-prefers-reduced-motion`), HOPS_SKIP (variants left out, by name,
 * comma-separated, e.g. `no rules,zero-JS` for the first paints alone).
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { withCsp } from '../scripts/csp.mjs';
import { htmlFiles, OUT, read } from '../scripts/html-files.mjs';
import { stripScripts } from '../scripts/html-edit.mjs';
import { median, TEMPLATES } from './readiness.mjs';

const require = createRequire(import.meta.url);
const { CHROME_FLAGS, findChrome, HOW_TO_GET_ONE } = require('../tests/harness/find-chrome.cjs');

/** Three hops between pages of different templates, the same in every run so runs compare. */
export const HOPS = [
  { name: 'home → about', from: '/', to: '/about/' },
  { name: 'EV charger → quote', from: '/products/ev-charger/', to: '/quote/' },
  { name: 'careers → blog', from: '/careers/', to: '/blog/' },
];
const THROTTLE = '150,1600';
/** HOPS_TRACE=<dir>: a Chromium trace of every run, for bench/hop-trace.mjs. */
const TRACE_DIR = process.env.HOPS_TRACE;
const TRACE_S = 14;
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'blink',
  'blink.user_timing',
  'loading',
  'navigation',
  'benchmark',
  'input',
  'cc',
  'viz',
].join(',');
const READING_MS = 3000;

/** The page's own measuring: reports to the serving script, which prints it. */
const HARNESS = String.raw`(() => {
  const KEY = 'bench-hop';
  const plan = () => JSON.parse(sessionStorage.getItem(KEY) || 'null');
  const save = (value) => sessionStorage.setItem(KEY, JSON.stringify(value));
  const now = () => performance.timeOrigin + performance.now();
  const report = (data) =>
    fetch('/__bench-report', { method: 'POST', keepalive: true, body: JSON.stringify({ path: location.pathname, ...data }) });
  // The largest paint once the page has settled (no input ends it here).
  const largestPaint = () =>
    new Promise((resolve) => {
      let last = NaN;
      new PerformanceObserver((list) => list.getEntries().forEach((e) => (last = e.startTime))).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      });
      const settle = () => setTimeout(() => resolve(last), 1500);
      if (document.readyState === 'complete') settle();
      else addEventListener('load', settle, { once: true });
    });
  // Whether the page came in through a view transition (the cross-fade), and how visible its main
  // is in the first frame: read in that frame's animation callbacks, after page-start's entry fade began.
  let revealed = null;
  addEventListener(
    'pagereveal',
    (event) => {
      // Read during the event: read in the frame's callbacks, it was null in every cross-faded run.
      const transition = !!event.viewTransition;
      requestAnimationFrame(() => {
        const main = document.getElementById('main');
        revealed = { transition, shown: main ? Number(getComputedStyle(main).opacity) : 1 };
      });
    },
    true,
  );
  // Marks in the page's trace (HOPS_TRACE): where bench/hop-trace.mjs starts reading.
  if (document.prerendering)
    document.addEventListener('prerenderingchange', () => performance.mark('hop:activated'), { once: true });
  const shown = () =>
    document.prerendering ? new Promise((r) => document.addEventListener('prerenderingchange', r, { once: true })) : null;

  addEventListener('pageshow', (event) => {
    const p = plan();
    if (!event.persisted || !p || p.stage !== 'back') return;
    requestAnimationFrame(() => setTimeout(async () => {
      await report({ kind: 'back', ms: now() - p.backAt, restored: true });
      report({ kind: 'done' });
    }));
  });

  (async () => {
    await shown();
    const hash = new URLSearchParams(location.hash.slice(1));
    if (hash.has('hop') || hash.has('load')) {
      save({ stage: 'load', to: hash.get('hop') });
      const lcp = await largestPaint();
      await report({ kind: 'load', ms: lcp });
      if (!hash.has('hop')) return report({ kind: 'done' });
      setTimeout(() => {
        save({ stage: 'hop', to: hash.get('hop'), tapAt: now() });
        performance.mark('hop:tap');
        location.href = hash.get('hop');
      }, ${READING_MS} - lcp > 0 ? ${READING_MS} - lcp : 0);
      return;
    }
    const p = plan();
    if (p?.stage === 'hop' && location.pathname === p.to) {
      const nav = performance.getEntriesByType('navigation')[0];
      const activated = nav.activationStart || 0;
      const lcp = await largestPaint();
      const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
      const visible = performance.timeOrigin + Math.max(lcp, activated);
      await report({
        kind: 'hop',
        ms: visible - p.tapAt,
        prerendered: activated > 0,
        activation: performance.timeOrigin + activated - p.tapAt,
        // From activation to the new page's first paint on screen (the cross-fade's first frame).
        toPaint: Math.max(firstPaint, activated) - activated,
        toLcp: Math.max(lcp, activated) - activated,
        transition: revealed?.transition ?? false,
        shown: revealed?.shown,
      });
      save({ stage: 'back', backAt: now() });
      history.back();
    } else if (p?.stage === 'back') {
      // Back reloaded the page instead of restoring it.
      const lcp = await largestPaint();
      await report({ kind: 'back', ms: performance.timeOrigin + lcp - p.backAt, restored: false });
      report({ kind: 'done' });
    }
  })();
})();
`;

/** A copy of the export with the harness in every page (after `edit`, which may change the page). */
function copyWithHarness(dir, edit = (html) => html) {
  rmSync(dir, { recursive: true, force: true });
  cpSync(OUT, dir, { recursive: true });
  writeFileSync(join(dir, '__hop.js'), HARNESS);
  for (const file of htmlFiles(dir)) {
    const html = edit(read(file), file.slice(dir.length)).replace(
      '</head>',
      '<script src="/__hop.js"></script></head>',
    );
    writeFileSync(file, withCsp(html) ?? html);
  }
}

/**
 * The page to page of before issue 63's entry fade: the cross-document view transition, and
 * page-start's fade held back (this listener, like theirs on window in the capture phase, runs
 * after the harness's and before page-start's).
 */
const CROSS_FADE = {
  head: '<style>@media (prefers-reduced-motion: no-preference) { @view-transition { navigation: auto; } }</style>',
  body: "<script>addEventListener('pagereveal', (event) => event.stopImmediatePropagation(), true);</script>",
};
const crossFade = (html) =>
  html.replace('</head>', `${CROSS_FADE.head}</head>`).replace(/<body[^>]*>/, (body) => body + CROSS_FADE.body);

const RULES = /<script type="speculationrules">[\s\S]*?<\/script>/;

/** Runs one page in a fresh Chromium that no DevTools client drives, until its harness reports done. */
function visit(chromePath, url, server, { flags = [], traceFile } = {}) {
  const profile = mkdtempSync(join(tmpdir(), 'hops-'));
  // Chromium's own startup trace needs no DevTools client, so prerendering stays on.
  const tracing = traceFile
    ? [
        `--trace-startup=${TRACE_CATEGORIES}`,
        `--trace-startup-file=${traceFile}`,
        `--trace-startup-duration=${TRACE_S}`,
        '--trace-startup-format=json',
      ]
    : [];
  const reports = [];
  return new Promise((resolve) => {
    const browser = spawn(
      chromePath,
      [
        '--headless=new',
        ...CHROME_FLAGS,
        '--window-size=412,915',
        ...(process.env.HOPS_FLAGS ?? '').split(' ').filter(Boolean),
        ...flags,
        `--user-data-dir=${profile}`,
        ...tracing,
        url,
      ],
      { stdio: 'ignore', detached: true },
    );
    const finish = async () => {
      clearTimeout(timer);
      server.listeners.delete(listen);
      if (traceFile) await traceWritten(traceFile);
      // The whole process group: a renderer left running would keep writing into the profile.
      try {
        process.kill(-browser.pid, 'SIGKILL');
      } catch {
        browser.kill('SIGKILL');
      }
      setTimeout(() => {
        try {
          rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
        } catch {
          // A child of the killed browser still writing into it: the run's figures matter more than the folder.
        }
        resolve(reports);
      }, 300);
    };
    const listen = (report) => {
      reports.push(report);
      if (report.kind === 'done') finish();
    };
    server.listeners.add(listen);
    const timer = setTimeout(finish, 45_000);
  });
}

/** Waits until Chromium has written its startup trace (at the end of its duration) and stopped growing. */
async function traceWritten(file) {
  let size = -1;
  for (let waited = 0; waited < (TRACE_S + 20) * 1000; waited += 500) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = existsSync(file) ? statSync(file).size : -1;
    if (now > 0 && now === size) return;
    size = now;
  }
}

function serveThrottled(dir, port) {
  const child = spawn(
    'node',
    ['scripts/serve.mjs', '--port', String(port), '--dir', dir, '--headers', '--throttle', THROTTLE],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const server = { child, listeners: new Set() };
  let buffered = '';
  return new Promise((resolve) => {
    child.stdout.on('data', (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop();
      for (const line of lines) {
        if (line.startsWith('Serving')) resolve(server);
        if (line.startsWith('BENCH-REPORT ')) {
          const report = JSON.parse(line.slice('BENCH-REPORT '.length));
          server.listeners.forEach((listen) => listen(report));
        }
      }
    });
  });
}

export async function measureHops({
  runs = Number(process.env.HOPS_RUNS ?? 5),
  port = Number(process.env.BENCH_PORT ?? 4180) + 6,
} = {}) {
  const chrome = findChrome();
  if (!chrome) {
    console.error(HOW_TO_GET_ONE);
    process.exit(1);
  }
  const targetOf = new Map(HOPS.map((hop) => [hop.from, hop.to]));
  const intent = (html, path) => {
    const to = targetOf.get(path.replace(/index\.html$/, ''));
    return to
      ? html.replace(
          '</head>',
          `<script type="speculationrules">${JSON.stringify({ prerender: [{ urls: [to], eagerness: 'immediate' }] })}</script></head>`,
        )
      : html;
  };
  const variants = [
    ['rules', '.bench/hops-rules', intent],
    ['no rules', '.bench/hops-none', (html) => html.replace(RULES, '')],
    ['zero-JS', '.bench/hops-zero-js', stripScripts],
    // The control for the cross-fade: the same hop for a visitor who asked for reduced motion.
    ['reduced motion', '.bench/hops-reduced', intent, ['--force-prefers-reduced-motion']],
    // What the entry fade replaced, for visitors who have not asked for reduced motion.
    ['cross-fade', '.bench/hops-cross-fade', (html, path) => crossFade(intent(html, path))],
  ].filter(([variant]) => !(process.env.HOPS_SKIP ?? '').split(',').includes(variant));
  console.log(
    `Hops: load average at start ${loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`,
  );
  variants.forEach(([, dir, edit]) => copyWithHarness(dir, edit));
  if (TRACE_DIR) mkdirSync(TRACE_DIR, { recursive: true });
  const servers = await Promise.all(variants.map(([, dir], i) => serveThrottled(dir, port + i)));
  const loads = {};
  const results = Object.fromEntries(HOPS.map((hop) => [hop.name, Object.fromEntries(variants.map(([v]) => [v, []]))]));
  try {
    for (let run = 0; run < runs; run++)
      for (const hop of HOPS)
        for (let k = 0; k < variants.length; k++) {
          const i = (run + k) % variants.length;
          const [variant, , , flags] = variants[i];
          const hash = variant === 'zero-JS' ? '#load' : `#hop=${encodeURIComponent(hop.to)}`;
          const traceFile =
            TRACE_DIR && variant !== 'zero-JS'
              ? join(TRACE_DIR, `${variant.replace(/ /g, '-')}-${HOPS.indexOf(hop)}-${run}.json`)
              : undefined;
          const reports = await visit(chrome.path, `http://127.0.0.1:${port + i}${hop.from}${hash}`, servers[i], {
            flags,
            traceFile,
          });
          results[hop.name][variant].push(reports);
          process.stderr.write('.');
        }
    // The load LCP of one page of every template, this build against its zero-JS copy (not while tracing hops).
    const ours = variants.findIndex(([v]) => v === 'rules');
    const zeroJs = variants.findIndex(([v]) => v === 'zero-JS');
    const loadRuns = TRACE_DIR || process.env.HOPS_LOADS === '0' || ours < 0 || zeroJs < 0 ? 0 : runs;
    for (let run = 0; run < loadRuns; run++)
      for (const [name, template] of Object.entries(TEMPLATES))
        for (const i of run % 2 ? [zeroJs, ours] : [ours, zeroJs]) {
          const reports = await visit(chrome.path, `http://127.0.0.1:${port + i}${template.path}#load`, servers[i]);
          (loads[name] ??= { ours: [], 'zero-JS': [] })[i === zeroJs ? 'zero-JS' : 'ours'].push(reports);
          process.stderr.write('.');
        }
  } finally {
    servers.forEach((server) => server.child.kill());
  }
  process.stderr.write('\n');
  const pick = (list, kind, key = 'ms') => median(list.map((reports) => reports.find((r) => r.kind === kind)?.[key]));
  const count = (list, kind, key) => list.filter((reports) => reports.find((r) => r.kind === kind)?.[key]).length;
  const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '—');
  console.log(
    `\nPage to page (${runs} runs each, medians and each run; 150 ms RTT, 1.6 Mbit/s, unthrottled CPU, no DevTools):`,
  );
  const none = [];
  // A median and each run, in the order run: the hops' figures are read against the machine's noise.
  const paints = (list) =>
    `${ms(pick(list, 'hop', 'toPaint'))} (${list.map((reports) => Math.round(reports.find((r) => r.kind === 'hop')?.toPaint ?? NaN)).join(', ')})`;
  console.log(
    '| hop | activation → first paint, entry fade | main’s opacity in that frame | cross-fade (before) | reduced motion (control) | tap → next LCP, rules | without rules | prerendered | view transitions, entry fade / cross-fade | Back → restored page | restored | load LCP | zero-JS |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const hop of HOPS) {
    const r = results[hop.name];
    const followed = [...r.rules, ...(r['no rules'] ?? none)];
    const opacity = pick(r.rules, 'hop', 'shown');
    console.log(
      `| ${hop.name} | ${paints(r.rules)} | ${Number.isFinite(opacity) ? opacity.toFixed(2) : '—'} | ` +
        `${paints(r['cross-fade'] ?? none)} | ${paints(r['reduced motion'] ?? none)} | ` +
        `${ms(pick(r.rules, 'hop'))} | ${ms(pick(r['no rules'] ?? none, 'hop'))} | ${count(r.rules, 'hop', 'prerendered')}/${runs} | ` +
        `${count(r.rules, 'hop', 'transition')}/${count(r['cross-fade'] ?? none, 'hop', 'transition')} of ${runs} | ` +
        `${ms(pick(followed, 'back'))} | ${count(followed, 'back', 'restored')}/${followed.length} | ` +
        `${ms(pick(followed, 'load'))} | ${ms(pick(r['zero-JS'] ?? none, 'load'))} |`,
    );
  }
  if (Object.keys(loads).length) {
    console.log(`\nLoad LCP, one page of every template (${runs} runs each, medians; same network, no DevTools):`);
    console.log('| page | ours | zero-JS | difference |');
    console.log('|---|---|---|---|');
  }
  for (const [name, byVariant] of Object.entries(loads)) {
    const ours = pick(byVariant.ours, 'load');
    const zero = pick(byVariant['zero-JS'], 'load');
    console.log(`| ${name} | ${ms(ours)} | ${ms(zero)} | ${Math.round(ours - zero)} ms |`);
  }
  console.log(
    `Load average at end: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`,
  );
  return { hops: results, loads };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await measureHops();
  writeFileSync(`.bench/hops-${new Date().toISOString().replace(/[:.]/g, '-')}.json`, JSON.stringify(results, null, 2));
}
