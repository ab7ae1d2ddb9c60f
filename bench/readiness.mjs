#!/usr/bin/env node
/**
 * `npm run readiness`: how long a visitor on a slow phone waits before the page's islands
 * respond. Playwright drives Chromium with the CPU throttled 4x and a slow-4G network
 * (150 ms RTT, 1.6 Mbps down, 750 Kbps up, like Lighthouse's mobile defaults), a fresh
 * context (cold cache) per run, and from the moment navigation starts keeps trying one
 * island of each template, like an impatient visitor, until it responds. Prints medians per
 * template; with `--before <dir>` it measures that build too, interleaved. A measuring tool:
 * it gates nothing. Options: READINESS_RUNS (default 3), BENCH_PAGES (names or paths,
 * comma-separated), BENCH_PORT.
 * Exports TEMPLATES (shared with bench/bench.mjs) and measureReadiness().
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { slowPhonePage } from './slow-phone.mjs';

const require = createRequire(import.meta.url);
const { CHROME_FLAGS, findChrome, HOW_TO_GET_ONE } = require('../tests/harness/find-chrome.cjs');

/** Playwright waits this long for a control to be actionable (slow under a 4x CPU throttle). */
const ACTION_MS = 2000;
const dialog = (page) => page.getByRole('dialog').first();
/** Opening search with '/' is harmless before the app runs (the key does nothing then). */
const search = {
  island: 'search opens',
  act: (page) => page.keyboard.press('/'),
  ready: (page) => dialog(page).isVisible(),
};
const articles = (page) => page.getByRole('main').getByRole('article');

/** One page of every template, and the island a visitor would try first on it. */
export const TEMPLATES = {
  home: { path: '/', ...search },
  // Paid traffic lands with campaign parameters, which no island owns: the same page as home.
  'campaign link': { path: '/?utm_source=newsletter&utm_medium=email', ...search },
  job: {
    path: '/careers/devops-engineer/',
    island: 'application form opens',
    act: (page) => page.getByRole('button', { name: 'Apply Now' }).click({ timeout: ACTION_MS }),
    ready: (page) => dialog(page).getByLabel('Full Name').isVisible(),
  },
  service: { path: '/services/quantum-computing/', ...search },
  'enterprise IT service': { path: '/services/enterprise-it/network-security/', ...search },
  'enterprise IT hub': { path: '/services/enterprise-it/', ...search },
  product: {
    path: '/products/power-cables/',
    island: 'carousel advances',
    act: (page) => page.getByRole('button', { name: 'Next image' }).click({ timeout: ACTION_MS }),
    ready: async (page) =>
      (await page
        .getByText(/^Image \d of \d$/)
        .first()
        .textContent({ timeout: ACTION_MS })) !== 'Image 1 of 3',
  },
  'case-study list': {
    path: '/case-studies/',
    island: 'a filter narrows the list',
    act: (page) => page.getByRole('button', { name: 'SAP ERP' }).click({ timeout: ACTION_MS }),
    ready: async (page) => (await articles(page).count()) < 19,
  },
  'case study': { path: '/case-studies/sap-s4hana-chemicals-migration/', ...search },
  'blog list': {
    path: '/blog/',
    island: 'a filter narrows the list',
    act: (page) =>
      page
        .getByRole('group', { name: 'Category' })
        .getByRole('button', { name: 'ERP', exact: true })
        .click({ timeout: ACTION_MS }),
    ready: async (page) => (await articles(page).count()) === 1,
  },
  article: { path: '/blog/moving-erp-to-the-cloud/', ...search },
  careers: {
    path: '/careers/',
    island: 'a filter narrows the list',
    // Alternates the choice: a value picked before hydration would not count as a change after it.
    act: async (page, attempt) => {
      const select = page.getByLabel('Location');
      // A visitor reaches the select first (focus), which is what starts the page's app.
      await select.focus({ timeout: ACTION_MS });
      const first = await select.evaluate((el) => el.options[0].value, undefined, { timeout: ACTION_MS });
      await select.selectOption(attempt % 2 ? first : 'New Delhi', { timeout: ACTION_MS });
    },
    ready: async (page) =>
      (await page.getByLabel('Location').inputValue({ timeout: ACTION_MS })) === 'New Delhi' &&
      (await articles(page).count()) < 6,
  },
  pricing: {
    path: '/calculate-talent-pricing/',
    island: 'lead form opens',
    act: async () => {},
    ready: (page) => dialog(page).isVisible(),
  },
  about: { path: '/about/', ...search },
  training: {
    path: '/training/',
    island: 'a notice shows',
    act: (page) => page.getByRole('button', { name: 'Request a Trainer' }).click({ timeout: ACTION_MS }),
    ready: (page) => page.getByRole('status').filter({ hasText: "Let's Find Your Trainer!" }).isVisible(),
  },
};

/** BENCH_PAGES=home,pricing or =/careers/ picks templates by name or path. */
export function chosenTemplates() {
  const wanted = (process.env.BENCH_PAGES ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const all = Object.entries(TEMPLATES);
  if (!wanted.length) return all;
  const chosen = all.filter(([name, t]) => wanted.includes(name) || wanted.includes(t.path));
  if (chosen.length !== wanted.length)
    throw new Error(
      `BENCH_PAGES: unknown page in "${process.env.BENCH_PAGES}". Known: ${all.map(([n]) => n).join(', ')}`,
    );
  return chosen;
}

export const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const TIMEOUT_MS = 30_000;

/**
 * Milliseconds from the start of navigation until the template's island responds, and
 * until the app marks <html data-hydrated>; NaN when it never does within 30 s.
 */
export async function measureReadiness(browser, url, template) {
  const { context, page } = await slowPhonePage(browser);
  // Records when the app marks the document hydrated, in the page's own clock.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.documentElement?.dataset.hydrated) {
        window.__hydratedAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  });
  try {
    const started = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    let ready = NaN;
    for (let attempt = 0; Date.now() - started < TIMEOUT_MS; attempt++) {
      try {
        await template.act(page, attempt);
        // An island may answer a frame or two later (state in the URL, a lazy chunk).
        for (let check = 0; check < 4 && !Number.isFinite(ready); check++) {
          if (await template.ready(page)) ready = Date.now() - started;
          else await page.waitForTimeout(50);
        }
        if (Number.isFinite(ready)) break;
      } catch {
        // The element is not there yet, or the page is still parsing: try again.
      }
      await page.waitForTimeout(50);
    }
    // performance.now() counts from the navigation's start, like `started`.
    const hydrated = await page.evaluate(() => window.__hydratedAt ?? NaN).catch(() => NaN);
    return { ready, hydrated };
  } finally {
    await context.close();
  }
}

export async function launchBrowser() {
  const chrome = findChrome();
  if (!chrome) {
    console.error(HOW_TO_GET_ONE);
    process.exit(1);
  }
  return chromium.launch({
    executablePath: chrome.path,
    args: CHROME_FLAGS,
  });
}

/** Serves each build directory like a static host (compressed, with its headers) on port, port + 1... */
export async function serveDirs(dirs, port) {
  const started = await Promise.allSettled(dirs.map((dir, i) => serveDir(dir, port + i)));
  const servers = started.filter((s) => s.status === 'fulfilled').map((s) => s.value);
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    for (const server of servers) server.kill();
    throw failed.reason;
  }
  return servers;
}

/** Serves a build directory like a static host (compressed, with its headers). */
export async function serveDir(dir, port) {
  const server = spawn('node', ['scripts/serve.mjs', '--port', String(port), '--dir', dir, '--headers'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    server.stdout.once('data', resolve);
    server.once('exit', (code) => reject(new Error(`serve.mjs for ${dir} exited with ${code}`)));
  });
  return server;
}

export function option(name) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/**
 * Serves `out/` (and the build `--before <dir>` names, beside it) on ports from `port`, measures
 * each of `pages` (`[name, { path }]`) `runs` times in every build, alternating which build goes
 * first so the machine's drift spreads over both, and keeps the raw figures in
 * .bench/<label>-<time>.json. Shared by this script and bench/first-tap.mjs.
 */
export async function measureBuilds({ label, pages, runs, port, measure }) {
  const builds = [['ours', process.env.OUT_DIR || 'out']];
  if (option('before')) builds.push(['before', option('before')]);
  const servers = await serveDirs(
    builds.map(([, dir]) => dir),
    port,
  );
  const browser = await launchBrowser();
  const results = {};
  try {
    for (const [name, page] of pages) {
      results[name] = Object.fromEntries(builds.map(([b]) => [b, []]));
      for (let run = 0; run < runs; run++) {
        const order = run % 2 ? [...builds.entries()].reverse() : [...builds.entries()];
        for (const [i, [build]] of order) {
          results[name][build].push(await measure(browser, `http://localhost:${port + i}${page.path}`, page));
          process.stderr.write('.');
        }
      }
    }
  } finally {
    await browser.close();
    for (const server of servers) server.kill();
  }
  process.stderr.write('\n');
  mkdirSync('.bench', { recursive: true });
  const file = `.bench/${label}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  writeFileSync(file, JSON.stringify(results, null, 2));
  return { results, builds: builds.map(([b]) => b), file };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const RUNS = Number(process.env.READINESS_RUNS ?? 3);
  const { results, builds, file } = await measureBuilds({
    label: 'readiness',
    pages: chosenTemplates(),
    runs: RUNS,
    port: Number(process.env.BENCH_PORT ?? 4180) + 3,
    measure: measureReadiness,
  });
  const s = (v) => (Number.isFinite(v) ? `${(v / 1000).toFixed(2)} s` : 'never');
  console.log(`Readiness, ${RUNS} run(s) per page, 4x CPU, slow 4G, medians (island responds / app hydrated):`);
  console.log(`| page | island | ${builds.join(' | ')} |`);
  console.log(`| --- | --- | ${builds.map(() => '---').join(' | ')} |`);
  for (const [name, byBuild] of Object.entries(results)) {
    const cells = builds.map(
      (b) => `${s(median(byBuild[b].map((r) => r.ready)))} / ${s(median(byBuild[b].map((r) => r.hydrated)))}`,
    );
    console.log(`| ${name} | ${TEMPLATES[name].island} | ${cells.join(' | ')} |`);
  }
  console.log(`Raw results: ${file}`);
}
