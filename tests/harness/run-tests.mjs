#!/usr/bin/env node
/**
 * `npm test`: every check, as steps with their prerequisites, run side by side where they can.
 * A 2-core machine sat at ~1.2 busy cores when the steps ran one after another (the type check,
 * the W3C checker and parts of each build are single-threaded), so independent steps share the
 * machine up to a weight of CPU cores + 1, and the long steps off the longest chain run beside
 * them at a lower priority; a step's output is printed whole when it ends.
 *
 * Builds, and what runs on each:
 * - out-test/ (never out/, which `npm start` serves), the behaviour tests' build, made from their
 *   own content (fixtures/content/, lib/build/content-dir.cjs), so that what they expect holds whatever
 *   editors publish: served under a base path (as on GitHub Pages project sites), forms post to
 *   the local test receiver (tests/harness/form-receiver.cjs), analytics off; the end-to-end tests
 *   run on it, as the unit tests run on the same content (jest.config.mjs).
 * - out-site/, the same settings over the editors' content/, as a deploy builds it: the checks
 *   that must read the real pages run on it: every route crawled (routes.spec: accessibility,
 *   console, policy, layout), links, W3C HTML, structured data and size.
 * - the variant: e2e:cms edits content through out-test/'s CMS, then builds a copy of the project with
 *   the edits (e2e/cms-publish.spec.ts), the routes they touch only, in a folder of its own, as
 *   what a deployment may set differently at once: at the site root, forms simulating sending as
 *   with no endpoint configured, and GA4 behind the consent banner reporting to the stand-in
 *   collector (tests/harness/analytics-collector.cjs). The `@variant` tests (simulated sends, no-endpoint
 *   pages before and without scripts, GA4) then run in that copy. The cookieless providers
 *   (Plausible, Umami) need no build of their own: what they send is the unit tests'
 *   (components/analytics/cookieless.test.ts, lib/analytics/providers.test.ts).
 * Each build's end-to-end run gets its own ports, so they can run at the same time. The builds of
 * a run draw each Open Graph card and datasheet of the same data once (lib/build/build-cache.ts).
 *
 * `node tests/harness/run-tests.mjs [step ...]` runs only those steps and what they need (e.g. `e2e:variant`);
 * `--behaviour` runs all but the builds of content/ and their checks (the deploy checks its own build).
 * TEST_JOBS sets the weight the steps that do not yield may share (default: CPU cores + 1).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmdirSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import testEnv from './test-env.cjs';

const local = (port) => `http://127.0.0.1:${port}`;

/** The copy of the project that e2e:cms builds as the variant, and where the variant's checks run. */
const variantDir = mkdtempSync(join(tmpdir(), 'quantivo-variant-'));
/**
 * The cards and datasheets this run's builds share (lib/build/build-cache.ts), given to the steps that
 * build: the run's own, removed after. Both folders get names no other user of the machine can
 * guess and take first (mkdtemp: readable by their owner only).
 */
const buildCacheDir = mkdtempSync(join(tmpdir(), 'quantivo-build-cache-'));
const { TEST_BASE_PATH: BASE_PATH, TEST_OUT_DIR: OUT_DIR } = testEnv;
/** What the variant's build sets (the collector's port is baked into its pages). */
const variantBuild = {
  ANALYTICS_PROVIDER: 'ga4',
  ANALYTICS_SITE_ID: 'G-TEST0001',
  ANALYTICS_SCRIPT_URL: `${local(4521)}/gtag/js?id=G-TEST0001`,
};

/** The environment of each build's steps, and the folder they run in (the project, else `cwd`). */
const builds = {
  test: { ...testEnv.TEST_BUILD, BUILD_CACHE_DIR: buildCacheDir },
  site: {
    ...testEnv.SITE_BUILD,
    BUILD_CACHE_DIR: buildCacheDir,
    E2E_PORT: '4179',
    FORM_RECEIVER_PORT: '4516',
    ANALYTICS_COLLECTOR_PORT: '4526',
    PW_JSON: 'reports/playwright-pages.json',
    PW_OUTPUT: 'test-results-pages',
  },
  // Its own ports, as its checks run beside the main end-to-end run; reports go to this project's.
  variant: {
    ...variantBuild,
    BASE_PATH: '',
    OUT_DIR: 'out',
    E2E_PORT: '4174',
    FORM_RECEIVER_PORT: '4511',
    ANALYTICS_COLLECTOR_PORT: '4521',
    PW_JSON: resolve('reports/playwright-variant.json'),
    PW_OUTPUT: resolve('test-results-variant'),
  },
  // `npm start` and the tests' export side by side in a copy of the project (e2e/start.spec.ts).
  start: {
    ...testEnv.TEST_BUILD,
    E2E_PORT: '4178',
    FORM_RECEIVER_PORT: '4515',
    ANALYTICS_COLLECTOR_PORT: '4525',
    PW_JSON: 'reports/playwright-start.json',
    PW_OUTPUT: 'test-results-start',
  },
  // The CMS of out-test/ writes an editor's changes, which the spec then builds as the variant.
  cms: {
    BASE_PATH,
    OUT_DIR,
    E2E_PORT: '4176',
    FORM_RECEIVER_PORT: '4513',
    ANALYTICS_COLLECTOR_PORT: '4523',
    PW_JSON: 'reports/playwright-cms-publish.json',
    PW_OUTPUT: 'test-results-cms',
    CMS_COPY_DIR: variantDir,
    CMS_COPY_ENV: JSON.stringify(variantBuild),
    BUILD_CACHE_DIR: buildCacheDir,
  },
};
const cwd = { variant: variantDir };

const npm = (script) => ['npm', ['run', '--silent', script]];
const playwright = (...args) => ['npx', ['playwright', 'test', ...args]];

/**
 * Each step: its command, the steps that must pass first, its build's environment, and either its
 * CPU weight (`behind`: at a lower priority) or that it yields the CPU. The longest chain is the build of out-test/ then the main
 * end-to-end run; the long steps off it yield, so they run beside it on what it leaves (up to one
 * a core), rather than after it.
 */
const steps = [
  // First, as the longest chain (build, then the end-to-end tests) starts from it.
  { name: 'build', run: npm('build'), build: 'test', weight: 2 },
  { name: 'format', run: npm('format:check'), weight: 1 },
  { name: 'typecheck', run: npm('typecheck'), weight: 1 },
  { name: 'lint', run: npm('lint'), weight: 1 },
  // Beside the build but behind it: the unit tests have minutes to spare, the build none.
  { name: 'unit', run: npm('test:unit'), weight: 1, behind: true },
  {
    name: 'e2e',
    run: playwright('--project=chromium', '--project=cms', '--project=no-javascript', '--project=back-forward-cache'),
    needs: ['build'],
    build: 'test',
    weight: 2,
  },
  // The editors' content, built as a deploy builds it (after out-test/: one build at a time in
  // this folder), for the checks of every page below.
  { name: 'build:site', run: npm('build'), build: 'site', yields: true },
  {
    name: 'e2e:pages',
    run: playwright('--project=pages'),
    needs: ['build:site'],
    build: 'site',
    yields: true,
  },
  // The CMS edits, then the variant's build of them.
  {
    name: 'e2e:cms',
    run: playwright('--project=cms-publish'),
    needs: ['build'],
    build: 'cms',
    yields: true,
  },
  {
    name: 'e2e:variant',
    run: playwright('--project=chromium', '--project=no-javascript', '--grep', '@variant'),
    needs: ['e2e:cms'],
    build: 'variant',
    yields: true,
  },
  // `npm start` in a copy of the project whose content/ has every job closed and two new ones: its
  // home and careers routes build and pass the checks of their pages.
  {
    name: 'e2e:start',
    run: playwright('--project=start'),
    needs: ['build'],
    build: 'start',
    yields: true,
  },
  // Short checks last: they fill what the long steps leave.
  { name: 'links', run: npm('links'), needs: ['build:site'], build: 'site', weight: 1 },
  { name: 'structured-data', run: npm('check:structured-data'), needs: ['build:site'], build: 'site', weight: 1 },
  { name: 'html', run: npm('check:html'), needs: ['build:site'], build: 'site', weight: 1 },
  { name: 'size', run: npm('size'), needs: ['build:site'], build: 'site', weight: 1 },
];

const byName = new Map(steps.map((step) => [step.name, step]));
const wanted = new Set();
const want = (name) => {
  const step = byName.get(name);
  if (!step) throw new Error(`Unknown step "${name}": use ${[...byName.keys()].join(', ')}.`);
  if (wanted.has(name)) return;
  wanted.add(name);
  (step.needs ?? []).forEach(want);
};
// `--behaviour` (`npm run test:behaviour`, the deploy's behaviour job): the steps that read no
// file of the editors' (every step but the builds of content/ and their checks; the deploy runs
// those on its own build: npm run check:pages).
const behaviour = process.argv.includes('--behaviour');
const named = behaviour
  ? steps.filter((step) => step.build !== 'site').map((step) => step.name)
  : process.argv.slice(2);
// ... and of e2e:start, all but the checks of the pages an editor's content/ makes (`@content`).
if (behaviour) byName.get('e2e:start').run[1].push('--grep-invert', '@content');
(named.length ? named : [...byName.keys()]).forEach(want);

const cores = availableParallelism();
const capacity = Number(process.env.TEST_JOBS ?? cores + 1);
const started = performance.now();
const seconds = (from) => ((performance.now() - from) / 1000).toFixed(0);
const state = new Map(); // name -> 'running' | 'passed' | 'failed'
const timings = [];
let load = 0; // the weight of the running steps that do not yield
let yielding = 0; // the running steps that do
let stopping = false;
let cpuTotal = 0;
const shell = process.platform !== 'win32' && spawnSync('bash', ['-c', 'true']).status === 0;
/**
 * Where the kernel counts a step's CPU, when it lets us: a cpuacct group of its own counts every
 * process the step starts, browsers' renderers too, which bash's `times` misses (it counts only
 * the children that were waited for). Elsewhere `times` gives a lower bound.
 */
const CPUACCT = '/sys/fs/cgroup/cpuacct';
const cgroupOf = (name) => {
  const dir = join(CPUACCT, `quantivo-${process.pid}-${name.replace(/\W/g, '-')}`);
  try {
    mkdirSync(dir);
    return dir;
  } catch {
    return undefined;
  }
};

/** CPU seconds of a step: its group's count, else the second line (children) of bash's `times`. */
function cpuSeconds(group, report) {
  if (group) {
    const used = Number(readFileSync(join(group, 'cpuacct.usage'), 'utf8')) / 1e9;
    // A process the step left running keeps its group; the machine's restart removes it.
    try {
      rmdirSync(group);
    } catch {}
    return Math.round(used);
  }
  const line = report.trim().split('\n')[1];
  if (!line) return undefined;
  const parts = [...line.matchAll(/(\d+)m([\d.]+)s/g)].map(([, m, s]) => Number(m) * 60 + Number(s));
  return Math.round(parts.reduce((sum, part) => sum + part, 0));
}

function run(step) {
  state.set(step.name, 'running');
  if (step.yields) yielding++;
  else load += step.weight;
  const from = performance.now();
  // A step that `yields` or is `behind` runs at a lower CPU priority: the longest chain (the
  // build of out-test/, then the main end-to-end run) gets the cores first, and the others fill
  // what it leaves.
  const lower = (step.yields || step.behind) && process.platform !== 'win32';
  const [command, args] = lower ? ['nice', ['-n', '10', ...step.run.flat()]] : step.run;
  console.log(`▶ ${step.name} (at ${seconds(started)} s)`);
  // Through bash where there is one, whose `times` reports the CPU the step's processes used: the
  // figure to cut when the run is long (a busy machine stretches wall time, not CPU time).
  const group = shell ? cgroupOf(step.name) : undefined;
  const child = spawn(
    ...(shell
      ? [
          'bash',
          [
            '-c',
            '[ -n "$STEP_CGROUP" ] && echo $$ > "$STEP_CGROUP/cgroup.procs" 2>/dev/null; command "$@"; s=$?; times >&3; exit $s',
            step.name,
            command,
            ...args,
          ],
        ]
      : [command, args]),
    {
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: '1',
        STEP_CGROUP: group ?? '',
        // The typecheck step checks the types once; the builds need not repeat it.
        BUILD_SKIPS_TYPECHECK: '1',
        SITE_BUILD_DATE: testEnv.TEST_BUILD_DATE,
        // As a deploy workflow names its repository: the CMS saves there (and the e2e test checks it).
        GITHUB_REPOSITORY: testEnv.TEST_REPOSITORY,
        CMS_GITHUB_REPO: testEnv.TEST_REPOSITORY,
        ...builds[step.build],
      },
      cwd: cwd[step.build],
      stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
    },
  );
  let cpu = '';
  child.stdio[3]?.on('data', (chunk) => (cpu += chunk));
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  child.on('close', (code) => {
    if (step.yields) yielding--;
    else load -= step.weight;
    const ok = code === 0;
    state.set(step.name, ok ? 'passed' : 'failed');
    const used = cpuSeconds(group, cpu);
    const spent = used === undefined ? '' : `, ${used} CPU s`;
    timings.push(`${step.name} ${seconds(from)} s${spent}`);
    if (used !== undefined) cpuTotal += used;
    console.log(`\n── ${step.name}: ${ok ? 'passed' : `FAILED (exit ${code})`} in ${seconds(from)} s${spent} ──`);
    process.stdout.write(Buffer.concat(output));
    if (!ok) stopping = true;
    schedule();
  });
}

function schedule() {
  for (const step of steps) {
    if (stopping || !wanted.has(step.name) || state.has(step.name)) continue;
    if (!(step.needs ?? []).every((need) => state.get(need) === 'passed')) continue;
    // One step may always run, however heavy; others join while the weight allows.
    if (step.yields ? yielding >= cores : load > 0 && load + step.weight > capacity) continue;
    if (
      step.name.startsWith('build') &&
      steps.some((s) => s.name.startsWith('build') && state.get(s.name) === 'running')
    )
      continue;
    run(step);
  }
  if ([...state.values()].includes('running')) return;
  const failed = [...state].filter(([, s]) => s === 'failed').map(([name]) => name);
  const skipped = [...wanted].filter((name) => !state.has(name));
  for (const dir of [variantDir, buildCacheDir]) rmSync(dir, { recursive: true, force: true });
  console.log(`\nSteps: ${timings.join(', ')}; ${seconds(started)} s in all, ${cpuTotal} CPU s.`);
  if (failed.length) console.log(`Failed: ${failed.join(', ')}; not run: ${skipped.join(', ') || 'none'}.`);
  process.exitCode = failed.length || skipped.length ? 1 : 0;
}

schedule();
