#!/usr/bin/env node
/**
 * `npm run bench -- --scale [N]`: what publishing N more entries (default 900) costs, measured side
 * by side in one run. It builds two temporary copies of the project, today's and one with N/3 more
 * jobs, products and articles (real entries under new slugs, passing the content check), each step
 * of `npm run build` timed alone, and prints per copy: step times, the export's size and files,
 * each template's largest page, what a few searches download, and how long the CMS takes to open
 * the folder and list the jobs. Raw results: .bench/scale-<time>.json. Gates and changes nothing.
 * Options: --scale N, --cap <minutes> a step (default 20), --keep (leave the copies), CMS_RUNS
 * (default 3), BENCH_PORT (uses it and the next one).
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { extname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { htmlFiles } from '../scripts/html-files.mjs';
import { addEntries, importTs, shares } from './more-content.mjs';
import { median, option, serveDirs } from './readiness.mjs';
import { BENCH_QUERIES, searchBytes } from './search-bytes.mjs';

const require = createRequire(import.meta.url);
const { cmsDir } = require('../lib/build/build-record.cjs');
const { CHROME_FLAGS, findChrome, HOW_TO_GET_ONE } = require('../tests/harness/find-chrome.cjs');
const { TEST_BUILD_DATE, TEST_REPOSITORY } = require('../tests/harness/test-env.cjs');

const CMS_RUNS = Number(process.env.CMS_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 4180);

/** The build as the tests build it: the same day (so the same jobs are open) and repository. */
const BUILD_ENV = (() => {
  const env = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    SITE_BUILD_DATE: TEST_BUILD_DATE,
    GITHUB_REPOSITORY: TEST_REPOSITORY,
    CMS_GITHUB_REPO: TEST_REPOSITORY,
  };
  // Each copy builds into its own out/ at the site's root, whatever this shell points at.
  delete env.OUT_DIR;
  delete env.BASE_PATH;
  return env;
})();

// ------------------------------------------------------------------ the copies

/** A copy of the project as a fresh checkout would have it, plus what a warm build machine keeps. */
function copyProject(dest) {
  const tracked = spawnSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).stdout.split('\0').filter(Boolean);
  for (const file of tracked) if (existsSync(file)) cpSync(file, join(dest, file));
  // Hard links: a second node_modules in a second, not a gigabyte copied.
  const linked = spawnSync('cp', ['-al', 'node_modules', join(dest, 'node_modules')]);
  if (linked.status !== 0) throw new Error(`cp -al node_modules failed: ${linked.stderr}`);
  // Encoded photos are reused, so neither build spends minutes in AVIF encoding that content does not change.
  if (existsSync('.cache/images')) cpSync('.cache/images', join(dest, '.cache/images'), { recursive: true });
}

/**
 * Without a photo cache in the project, the first copy fills one (untimed) and the second gets
 * it too, so both builds time the images step on the same warm cache.
 */
function warmPhotoCache(from, to) {
  if (existsSync(join(from, '.cache/images'))) return;
  console.log('No .cache/images in the project: encoding the photos once (untimed) for both copies.');
  const run = spawnSync('node', ['scripts/images.mjs'], { cwd: from, env: BUILD_ENV, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`scripts/images.mjs failed:\n${run.stderr}`);
  cpSync(join(from, '.cache/images'), join(to, '.cache/images'), { recursive: true });
}

/** The content check (the build's first step) on the copy, before any minutes go into building. */
export function checkContent(root) {
  const check = spawnSync('node', ['scripts/prepare-content.mjs'], { cwd: root, env: BUILD_ENV, encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`The content check failed on ${root}:\n${check.stdout}${check.stderr}`);
  return check.stdout.split('\n').find((line) => line.startsWith('Content check')) ?? '';
}

// ------------------------------------------------------------------ building, step by step

/** The steps chained with && in the copy's "build" script. */
function buildSteps(root) {
  return JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts.build.split(' && ');
}

let running;
// Interrupted, the step running in its own process group is stopped with this script.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    if (running) stopGroup(running);
    process.exit(130);
  });

function stopGroup(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
    setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }, 10_000).unref();
  } catch {
    // Already gone.
  }
}

/**
 * Runs one step as npm would (the copy's node_modules/.bin first on PATH), output to the log.
 * Its own process group, so a step over the cap is stopped with every worker it started.
 */
function runStep(root, command, capMs, log, env = {}) {
  const fd = openSync(log, 'a');
  writeFileSync(fd, `\n$ ${command}\n`);
  const started = performance.now();
  const child = spawn(command, {
    cwd: root,
    shell: true,
    detached: true,
    stdio: ['ignore', fd, fd],
    env: { ...BUILD_ENV, ...env, PATH: `${join(root, 'node_modules', '.bin')}:${process.env.PATH}` },
  });
  running = child;
  let overCap = false;
  const timer = setTimeout(() => {
    overCap = true;
    stopGroup(child);
  }, capMs);
  return new Promise((resolvePromise) =>
    child.on('exit', (code) => {
      clearTimeout(timer);
      running = undefined;
      const ms = performance.now() - started;
      resolvePromise({ command, ms, status: overCap ? 'unfinished' : code === 0 ? 'ok' : 'failed', code });
    }),
  );
}

/** Each step in turn; like `&&`, nothing runs after a step that failed or was stopped. */
async function buildCopy(root, capMs, log) {
  const results = [];
  for (const command of buildSteps(root)) {
    if (results.some((r) => r.status !== 'ok')) {
      results.push({ command, status: 'not run' });
      continue;
    }
    process.stderr.write(`  ${command} ... `);
    const result = await runStep(root, command, capMs, log);
    process.stderr.write(`${result.status}, ${(result.ms / 1000).toFixed(1)} s\n`);
    results.push(result);
  }
  return results;
}

// ------------------------------------------------------------------ an editor's publish

const git = (root, ...args) => {
  const run = spawnSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@example.invalid', ...args], {
    cwd: root,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`git ${args.join(' ')} failed in ${root}:\n${run.stderr}`);
  return run.stdout.trim();
};

/** The copy as a repository of its own, its content committed: the commit its first build records. */
function commitCopy(root) {
  git(root, 'init', '-q');
  git(root, 'add', '-A');
  git(root, 'commit', '-qm', 'The site as published');
}

/** The deploy's build job after `npm ci` (.github/workflows/deploy.yml), in order. */
const publishSteps = (live) => [
  { command: 'npm run build' },
  { command: `node scripts/check-scope.mjs ${live}` },
  {
    command: 'npm run check:pages',
    env: {
      OUT_DIR: 'out',
      CHECK_PAGES: 'reports/checked-pages.json',
      E2E_PORT: String(PORT + 2),
      FORM_RECEIVER_PORT: String(PORT + 3),
      ANALYTICS_COLLECTOR_PORT: String(PORT + 4),
    },
  },
];

/**
 * An editor's publish of one job, timed as the deploy's build job runs it, once the copy's first
 * build stands for the live site (its build.json the live record): one job's summary reworded and
 * committed, then the build, the pages to check against the live record (scripts/check-scope.mjs)
 * and the checks of those pages (npm run check:pages). The behaviour job beside it reuses its
 * passed result when what it reads did not change (its key, before and after the edit).
 */
async function measurePublish(copy, capMs) {
  const { root } = copy;
  const live = join('.cache', 'live-build.json');
  cpSync(join(copy.out, 'build.json'), join(root, live));
  const key = () =>
    spawnSync('node', ['scripts/check-scope.mjs', '--behaviour-key'], { cwd: root, encoding: 'utf8' }).stdout;
  const before = key();
  const jobs = join(root, 'content', 'jobs');
  const job = join(jobs, readdirSync(jobs).sort()[0]);
  writeFileSync(job, readFileSync(job, 'utf8').replace(/^summary: (.*)$/m, 'summary: $1 Hybrid working is possible.'));
  git(root, 'commit', '-qam', `An editor rewords ${relative(root, job)}`);
  const log = copy.log.replace(/-build\.log$/, '-publish.log');
  const steps = [];
  for (const { command, env } of publishSteps(live)) {
    if (steps.some((r) => r.status !== 'ok')) {
      steps.push({ command, status: 'not run' });
      continue;
    }
    process.stderr.write(`  ${command} ... `);
    const result = { ...(await runStep(root, command, capMs, log, env)), load: loadavg()[0] };
    process.stderr.write(`${result.status}, ${(result.ms / 1000).toFixed(1)} s (load ${result.load.toFixed(1)})\n`);
    steps.push(result);
  }
  const scope = join(root, 'reports', 'checked-pages.json');
  return {
    steps,
    pages: existsSync(scope) ? JSON.parse(readFileSync(scope, 'utf8')).length : NaN,
    behaviourReused: key() === before,
  };
}

// ------------------------------------------------------------------ the export

const TYPES = {
  '.html': 'html',
  '.txt': 'txt',
  '.js': 'js',
  '.css': 'css',
  '.png': 'png',
  '.svg': 'svg',
  '.json': 'json',
};
const typeOf = (file) => TYPES[extname(file)] ?? 'other';
const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

function allFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? allFiles(full) : [full];
  });
}

/**
 * The template of an exported page: out/careers/x/index.html -> /careers/*\/. A segment stays
 * literal when pages live below it (compare/, page/, range/, enterprise-it/); an entry's own
 * slug becomes *, so /careers/page/*\/ (later pages of the list) and /careers/*\/ (job pages)
 * are told apart.
 */
export function templateOf(out, file) {
  const rel = relative(out, file).split(sep).join('/');
  if (rel === 'index.html') return '/';
  if (!rel.endsWith('/index.html')) return `/${rel}`;
  const segments = rel.slice(0, -'/index.html'.length).split('/');
  const hasPagesBelow = (depth) =>
    readdirSync(join(out, ...segments.slice(0, depth + 1)), { withFileTypes: true }).some(
      (entry) =>
        entry.isDirectory() && existsSync(join(out, ...segments.slice(0, depth + 1), entry.name, 'index.html')),
    );
  return `/${segments.map((segment, depth) => (depth === 0 || hasPagesBelow(depth) ? segment : '*')).join('/')}/`;
}

/** Sizes by file type, the file count and the largest page of each template. */
export function measureExport(out) {
  if (!existsSync(out)) return undefined;
  const bytes = { html: 0, txt: 0, js: 0, css: 0, png: 0, svg: 0, json: 0, other: 0, total: 0 };
  const files = allFiles(out);
  for (const file of files) {
    const size = statSync(file).size;
    bytes[typeOf(file)] += size;
    bytes.total += size;
  }
  const pages = htmlFiles(out);
  const largest = {};
  for (const file of pages) {
    const template = templateOf(out, file);
    const size = statSync(file).size;
    if (!largest[template] || size > largest[template].raw)
      largest[template] = { page: `/${relative(out, file).split(sep).join('/')}`, raw: size };
  }
  for (const entry of Object.values(largest)) entry.gzip = gzipSize(join(out, entry.page));
  return { bytes, files: files.length, pages: pages.length, largest };
}

/** What each bench query downloads from the export's split search index, if the build wrote it. */
async function measureSearch(out) {
  if (!existsSync(join(out, 'search', 'manifest.json'))) return undefined;
  const figures = [];
  for (const query of BENCH_QUERIES) {
    const { files, raw, gzip } = await searchBytes(out, query);
    figures.push({ query, files: files.length, raw, gzip });
  }
  return figures;
}

// ------------------------------------------------------------------ the CMS

/**
 * e2e/cms-folder.ts's shimFolderPicker, the tests' own, bundled like the content helpers: the
 * folder picker answers with the browser's private file system filled with the copy's content.
 */
async function folderShim(root) {
  return (await importTs(root, 'cms-folder', { entryPoints: [join(root, 'e2e', 'cms-folder.ts')] })).shimFolderPicker;
}

/** Sveltia's live region, without the Unicode isolates it wraps values in. */
const statusSays = (page, text) =>
  page.waitForFunction(
    (wanted) =>
      [...document.querySelectorAll('[role="status"]')].some((el) =>
        el.textContent.replace(/[\u2068\u2069]/g, '').includes(wanted),
      ),
    text,
    { timeout: 300_000, polling: 'raf' },
  );

/**
 * One cold visit (a fresh context: nothing cached), as an editor's morning: "open" from clicking
 * "Work with Local Repository" until the CMS shows a collection (it reads and parses every entry
 * file first, so this grows with content); "list" from navigating to the jobs collection, coming
 * from a small one, until its status says how many entries it has (rendering the list alone).
 * "load" is Sveltia's own figure for reading the folder, from its console.
 */
async function measureCms(browser, url, root, jobCount) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    let load = NaN;
    page.on('console', (message) => {
      const total = /\[Loading site data\] The site data is ready .*?([\d.]+) ms total/.exec(message.text());
      if (total) load = Number(total[1]);
    });
    await (
      await folderShim(root)
    )(page, root);
    await page.goto(`${url}/`);
    await page.evaluate(() => window.__folderFilled);
    const clicked = performance.now();
    await page.getByRole('button', { name: 'Work with Local Repository' }).click();
    await statusSays(page, 'now viewing the');
    const open = performance.now() - clicked;
    await page.goto(`${url}/#/collections/leaders`);
    await statusSays(page, 'Leaders');
    const navigated = performance.now();
    await page.goto(`${url}/#/collections/jobs`);
    await statusSays(page, `has ${jobCount} entries`);
    return { open, list: performance.now() - navigated, load };
  } catch (error) {
    console.error(`CMS at ${url}: ${error.message.split('\n')[0]}`);
    return { open: NaN, list: NaN, load: NaN };
  } finally {
    await context.close();
  }
}

/** CMS_RUNS cold visits per copy, the copies' order alternating so drift in the machine's load spreads evenly. */
export async function cmsFigures(copies) {
  const ready = copies.filter((c) => existsSync(join(cmsDir(c.out), 'index.html')));
  const figures = Object.fromEntries(copies.map((c) => [c.name, []]));
  if (!ready.length || CMS_RUNS < 1) return figures;
  const chrome = findChrome({ forTests: true });
  if (!chrome) throw new Error(HOW_TO_GET_ONE);
  const servers = await serveDirs(
    ready.map((c) => cmsDir(c.out)),
    PORT,
  );
  const browser = await chromium.launch({ executablePath: chrome.path, args: CHROME_FLAGS });
  try {
    const inputs = ready.map((c, i) => ({
      ...c,
      url: `http://localhost:${PORT + i}`,
      jobs: readdirSync(join(c.root, 'content', 'jobs')).filter((f) => f.endsWith('.yaml')).length,
    }));
    for (let run = 0; run < CMS_RUNS; run++)
      for (let k = 0; k < inputs.length; k++) {
        const c = inputs[(run + k) % inputs.length];
        figures[c.name].push({ jobs: c.jobs, ...(await measureCms(browser, c.url, c.root, c.jobs)) });
        process.stderr.write('c');
      }
    process.stderr.write('\n');
  } finally {
    await browser.close();
    for (const server of servers) server.kill();
  }
  return figures;
}

// ------------------------------------------------------------------ the table

/** Seconds, or minutes from two minutes on. */
const s = (ms) => (ms < 120_000 ? `${(ms / 1000).toFixed(1)} s` : `${(ms / 60_000).toFixed(1)} min`);
const kb = (b) => (b >= 10 * 1024 * 1024 ? `${(b / 1024 / 1024).toFixed(1)} MB` : `${(b / 1024).toFixed(1)} KB`);
const ratio = (a, b) => (Number.isFinite(a) && Number.isFinite(b) && a > 0 ? `×${(b / a).toFixed(1)}` : '');

function stepCell(step, capMs) {
  if (!step) return '–';
  if (step.status === 'ok') return s(step.ms);
  if (step.status === 'unfinished') return `> ${s(capMs)}, unfinished`;
  if (step.status === 'failed') return `failed after ${s(step.ms)}`;
  return 'not run';
}

/** Rows of [figure, today, scaled, ratio]: the numbers compared, then the cells shown. */
function tableRows(results) {
  const [today, scaled] = results.copies;
  const rows = [];
  const add = (label, a, b, cell) => rows.push([label, cell(a), cell(b), ratio(a, b)]);
  const timed = (steps) => (steps.every((x) => x.status === 'ok') ? steps.reduce((sum, x) => sum + x.ms, 0) : NaN);
  today.steps.forEach((step, i) => {
    const other = scaled.steps[i];
    const ms = (x) => (x?.status === 'ok' ? x.ms : NaN);
    rows.push([
      `build: ${step.command}`,
      stepCell(step, results.capMs),
      stepCell(other, results.capMs),
      ratio(ms(step), ms(other)),
    ]);
  });
  add('build: total', timed(today.steps), timed(scaled.steps), (v) => (Number.isFinite(v) ? s(v) : 'incomplete'));
  const sizes = (copy) => copy.export?.bytes ?? {};
  for (const type of ['html', 'txt', 'js', 'css', 'png', 'svg', 'json', 'other', 'total'])
    add(`export: ${type === 'txt' ? 'txt (RSC payloads)' : type}`, sizes(today)[type], sizes(scaled)[type], (v) =>
      Number.isFinite(v) ? kb(v) : '–',
    );
  const count = (v) => (Number.isFinite(v) ? String(v) : '–');
  add('export: files', today.export?.files, scaled.export?.files, count);
  add('export: HTML pages', today.export?.pages, scaled.export?.pages, count);
  const templates = [...new Set(results.copies.flatMap((c) => Object.keys(c.export?.largest ?? {})))].sort();
  for (const template of templates) {
    const [a, b] = results.copies.map((c) => c.export?.largest?.[template]);
    const cell = (x) => (x ? `${kb(x.raw)} (${kb(x.gzip)} gz)` : '–');
    rows.push([`largest page ${template}`, cell(a), cell(b), ratio(a?.raw, b?.raw)]);
  }
  BENCH_QUERIES.forEach((query, i) => {
    const [a, b] = results.copies.map((c) => c.export?.search?.[i]);
    const cell = (x) => (x ? `${x.files} files, ${kb(x.raw)} (${kb(x.gzip)} gz)` : '–');
    rows.push([`search "${query}" downloads`, cell(a), cell(b), ratio(a?.raw, b?.raw)]);
  });
  const publish = (copy) => copy.publish?.steps ?? [];
  publish(today).forEach((step, i) => {
    const other = publish(scaled)[i];
    const ms = (x) => (x?.status === 'ok' ? x.ms : NaN);
    rows.push([
      `publish one job: ${step.command.replace(/ \S+live-build\.json$/, ' <live>')}`,
      stepCell(step, results.capMs),
      stepCell(other, results.capMs),
      ratio(ms(step), ms(other)),
    ]);
  });
  add('publish one job: push to artifact', timed(publish(today)), timed(publish(scaled)), (v) =>
    Number.isFinite(v) ? s(v) : 'incomplete',
  );
  add('publish one job: pages checked', today.publish?.pages, scaled.publish?.pages, (v) =>
    Number.isFinite(v) ? String(v) : '–',
  );
  rows.push([
    'publish one job: behaviour tests',
    ...results.copies.map((c) => (c.publish ? (c.publish.behaviourReused ? 'result reused' : 'run again') : '–')),
    '',
  ]);
  const cms = (copy, key) => median((results.cms[copy.name] ?? []).map((r) => r[key]));
  const jobs = (copy) => results.cms[copy.name]?.[0]?.jobs ?? '?';
  const cmsCell = (v) => (Number.isFinite(v) ? s(v) : '–');
  add('CMS: open local folder', cms(today, 'open'), cms(scaled, 'open'), cmsCell);
  rows.push([
    `CMS: list jobs (${jobs(today)} / ${jobs(scaled)} entries)`,
    cmsCell(cms(today, 'list')),
    cmsCell(cms(scaled, 'list')),
    ratio(cms(today, 'list'), cms(scaled, 'list')),
  ]);
  return rows;
}

function printTable(results) {
  const header = ['figure', 'today', `scaled (+${results.n})`, 'scaled/today'];
  const rows = tableRows(results);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  const { jobs, products, posts } = results.added;
  console.log(
    `\nScale: today's content against it plus ${jobs} jobs, ${products} products and ${posts} blog articles, built for ${TEST_BUILD_DATE}.`,
  );
  console.log(
    `Steps timed alone, capped at ${s(results.capMs)}; CMS: medians of ${CMS_RUNS} cold visit(s), local folder mode.`,
  );
  console.log(
    "Publish one job: the deploy's build job after `npm ci`, steps in sequence (not here: checkout, npm ci, the browser install and the upload, on the runner); the 1-minute load average is printed beside each step as it ends.",
  );
  console.log(line(header));
  console.log(`| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
  for (const row of rows) console.log(line(row));
  // The export of a build that stopped is not the one a deploy ships: say whose it is.
  for (const copy of results.copies) {
    const stopped = copy.steps.find((x) => x.status !== 'ok');
    const last = copy.steps.filter((x) => x.status === 'ok').at(-1);
    if (stopped)
      console.log(
        `${copy.name}: "${stopped.command}" ${stopped.status}, so its export is as ${last ? `"${last.command}"` : 'no step'} left it (a step stopped midway may have written part of its changes).`,
      );
  }
}

// ------------------------------------------------------------------ the run

export async function runScale({ n = 900, capMs = 20 * 60_000, keep = false } = {}) {
  const started = performance.now();
  console.log(
    `Load average at start (1, 5, 15 min): ${loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`,
  );
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  mkdirSync(join('.bench', `scale-${stamp}`), { recursive: true });
  const file = join('.bench', `scale-${stamp}.json`);
  const temp = mkdtempSync(join(tmpdir(), 'quantivo-scale-'));
  const copies = ['today', 'scaled'].map((name) => ({
    name,
    root: join(temp, name),
    out: join(temp, name, 'out'),
    steps: [],
  }));
  const results = { n, capMs, buildDate: TEST_BUILD_DATE, temp, added: {}, copies, cms: {} };
  // Written after every phase, so a run interrupted still leaves its figures.
  const save = () => writeFileSync(file, JSON.stringify(results, null, 2));
  try {
    console.log(`Copying the project to ${temp}/{today,scaled}.`);
    for (const copy of copies) copyProject(copy.root);
    warmPhotoCache(copies[0].root, copies[1].root);
    const [jobs, products, posts] = shares(n);
    results.added = await addEntries(copies[1].root, { jobs, products, posts });
    console.log(`Scaled copy: ${checkContent(copies[1].root)}`);
    for (const copy of copies) commitCopy(copy.root);
    save();
    for (const copy of copies) {
      console.log(`Building ${copy.name}:`);
      copy.log = resolve('.bench', `scale-${stamp}`, `${copy.name}-build.log`);
      copy.steps = await buildCopy(copy.root, capMs, copy.log);
      copy.export = measureExport(copy.out);
      if (copy.export) copy.export.search = await measureSearch(copy.out);
      save();
      if (copy.steps.some((step) => step.status !== 'ok')) continue;
      console.log(`Publishing one job's change to ${copy.name}, as the deploy does:`);
      copy.publish = await measurePublish(copy, capMs);
      save();
    }
    console.log(`CMS (${CMS_RUNS} run(s) per copy):`);
    results.cms = await cmsFigures(copies);
    results.wallMs = performance.now() - started;
    save();
    printTable(results);
    console.log(`Whole run: ${s(results.wallMs)}. Raw results: ${file}; build logs: .bench/scale-${stamp}/`);
  } finally {
    if (keep) console.log(`Copies kept in ${temp}`);
    else rmSync(temp, { recursive: true, force: true });
  }
  return results;
}

/** `--scale` alone measures the default 900. */
export function scaleOptions() {
  const value = Number(option('scale'));
  const cap = Number(option('cap'));
  return {
    n: Number.isInteger(value) && value > 0 ? value : 900,
    capMs: (Number.isFinite(cap) && cap > 0 ? cap : 20) * 60_000,
    keep: process.argv.includes('--keep'),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.chdir(resolve(import.meta.dirname, '..'));
  await runScale(scaleOptions());
}
