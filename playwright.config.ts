import { defineConfig, devices } from '@playwright/test';
import { normaliseBasePath } from './lib/build/base-path.cjs';
import buildRecord from './lib/build/build-record.cjs';
import { EDITED } from './lib/build/content-dir.cjs';
import { CHROME_FLAGS, findChrome, HOW_TO_GET_ONE } from './tests/harness/find-chrome.cjs';
import { COLLECTOR_ORIGIN, COLLECTOR_PORT } from './tests/harness/analytics-collector.cjs';
import { RECEIVER_ORIGIN, RECEIVER_PORT } from './tests/harness/form-receiver.cjs';
import yamlModule from './lib/build/yaml-module.cjs';
import testEnv from './tests/harness/test-env.cjs';

// Before any spec loads: specs import lib/ modules whose copy is YAML (content/copy/*.yaml).
yamlModule.register();
// The folder under test (`npm test`'s own, never out/) and the base path its record says it was
// built for; set before the workers start, so the specs' lib/build/base-path.cjs reads the same.
process.env.OUT_DIR ??= testEnv.TEST_OUT_DIR;
const built = buildRecord.readRecord(process.env.OUT_DIR);
// Specs that read the registry or the content read the folder the build was made from: the
// behaviour tests' own (fixtures/content/) or the editors' (lib/build/content-dir.cjs).
if (built) Object.assign(process.env, { BASE_PATH: built.basePath, CONTENT_DIR: built.content || EDITED });
const basePath = normaliseBasePath(process.env.BASE_PATH);
// The day the test builds treat as today (tests/harness/run-tests.mjs), so specs that read the registry
// or the content close the same jobs as the build did.
process.env.SITE_BUILD_DATE ??= testEnv.TEST_BUILD_DATE;

const chrome = findChrome({ forTests: true });
// The back/forward cache needs the full browser: the headless shell restores no page.
const fullChrome = findChrome();
if (!chrome || !fullChrome) {
  console.error(HOW_TO_GET_ONE);
  process.exit(1);
}

const port = Number(process.env.E2E_PORT ?? testEnv.TEST_PORT);
// The CMS's own app on another origin (scripts/cms-app.mjs); e2e/helpers.ts's cmsAt() reads it.
process.env.CMS_PORT = String(testEnv.cmsPort(port));

/**
 * The projects with a browser setting or a step of their own, by the specs they run: chromium runs
 * every other spec, so no spec runs twice.
 */
const desktop = devices['Desktop Chrome'];
const own = (name: string, testMatch: RegExp, use = {}) => ({ name, testMatch, use: { ...desktop, ...use } });
const projects = [
  // What every page must pass, on the build of the editors' content (SITE_BUILD, tests/harness/test-env.cjs).
  own('pages', /(routes|layout)\.spec\.ts/),
  // Back and Forward from the back/forward cache, which Playwright turns off by default.
  own('back-forward-cache', /back-forward\.spec\.ts/, {
    launchOptions: {
      executablePath: fullChrome.own ? undefined : fullChrome.path,
      args: CHROME_FLAGS,
      ignoreDefaultArgs: ['--disable-back-forward-cache'],
    },
  }),
  // Content and navigation must work with JavaScript turned off.
  own('no-javascript', /no-js\.spec\.ts/, { javaScriptEnabled: false }),
  // The CMS, on its own origin, as editors use it and preview their pages, as an editor who asks
  // for reduced motion: no view transition between its screens, a quarter of these specs' CPU
  // (the display compositor draws every frame of one in software); e2e/cms.spec.ts checks both.
  own('cms', /cms(-preview|-origin|-workflow)?\.spec\.ts/, { reducedMotion: 'reduce' }),
  // An editor's changes in the CMS, then a build of them: its own step of `npm test`.
  own('cms-publish', /cms-publish\.spec\.ts/, { reducedMotion: 'reduce' }),
  // On copies of the project, in a step of their own of `npm test`: the README's two commands in
  // either order (on a content/ an editor may leave, whose pages pass their checks), and a build
  // that refuses hostile uploads.
  own('start', /(start|content-check)\.spec\.ts/),
];

/** A server the specs need, started unless one already answers (outside CI). */
const server = (command: string, url: string) => ({
  command,
  url,
  reuseExistingServer: !process.env.CI,
  // As long as an assertion waits: a loaded machine starts Node slowly, and a server that never
  // answers still fails the run within it.
  timeout: 60_000,
});

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // No limit of a test's own: at a load of 18 on two cores a test took 48 s of its 45 and a 7 s
  // wait for a notice ran out. A hung test is bounded by CI's own limit; an assertion or a retried
  // block waits up to a minute, so a real failure still reports itself, and says where.
  timeout: 0,
  expect: { timeout: 60_000, toPass: { timeout: 60_000 } },
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: process.env.PW_JSON ?? 'reports/playwright.json' }]],
  // Each build's run has its own (tests/harness/run-tests.mjs runs them side by side): Playwright empties it first.
  outputDir: process.env.PW_OUTPUT ?? 'test-results',
  use: {
    baseURL: `http://localhost:${port}${basePath}/`,
    // A failed test keeps its actions, console and network; DOM snapshots and screenshots for
    // every action of every test cost 30 % of the run (69 s against 48 s); this one costs nothing measurable.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false, sources: false },
    // An action or a page load waits as an assertion does (above), not for ever.
    actionTimeout: 60_000,
    navigationTimeout: 60_000,
    // One renderer where Chromium may share it: a test's new context and page then start about a
    // fifth cheaper in CPU (12.7 and 10.8 CPU s against 16.1 and 14.3 for 12 fresh contexts each
    // opening the careers page). A soft limit: cross-site frames and other contexts still get theirs.
    launchOptions: {
      executablePath: chrome.own ? undefined : chrome.path,
      args: [...CHROME_FLAGS, '--renderer-process-limit=1'],
    },
  },
  // As a visitor who asks for reduced motion: what moves is drawn frame by frame in software here,
  // for no check. The tests of smooth scrolling, the entry fade and the carousel ask for motion.
  projects: [
    { name: 'chromium', testIgnore: projects.map((p) => p.testMatch), use: { ...desktop, reducedMotion: 'reduce' } },
    ...projects,
  ],
  webServer: [
    server(
      `node scripts/serve.mjs --port ${port} --headers --dir ${process.env.OUT_DIR}`,
      `http://localhost:${port}${basePath}/`,
    ),
    // The CMS's own app, without the headers: as on GitHub Pages, which sends none, so nothing
    // but the CMS itself keeps it out of another page's frame.
    server(
      `node scripts/serve.mjs --port ${process.env.CMS_PORT} --dir ${buildRecord.cmsDir(process.env.OUT_DIR)} --base-path /`,
      `http://localhost:${process.env.CMS_PORT}/`,
    ),
    // The stand-in form service that `npm test`'s build posts to (tests/harness/run-tests.mjs).
    server(`node tests/harness/form-receiver.cjs --port ${RECEIVER_PORT}`, `${RECEIVER_ORIGIN}/`),
    // The stand-in analytics provider the analytics builds report to (tests/harness/run-tests.mjs).
    server(`node tests/harness/analytics-collector.cjs --port ${COLLECTOR_PORT}`, `${COLLECTOR_ORIGIN}/`),
  ],
});
