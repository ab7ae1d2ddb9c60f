/**
 * Fixed facts of the test builds:
 * - TEST_BUILD_DATE, the day they treat as today (SITE_BUILD_DATE, see lib/lists/jobs.ts): job expiry is
 *   decided at build, so pinning it keeps the same jobs open and closed whatever day CI runs.
 * - TEST_OUT_DIR, the folder `npm test` builds into: never out/, which `npm start` serves, so
 *   neither command can take the other's build for its own (lib/build/build-record.cjs).
 * - TEST_BASE_PATH, the sub-folder that build is served under, as on a GitHub Pages project site.
 * - TEST_BUILD and SITE_BUILD, the environments of its two builds of the whole site: the behaviour
 *   tests' own content, and the editors'.
 * - TEST_REPOSITORY, the repository a deploy workflow would name (GITHUB_REPOSITORY): the CMS of
 *   the test build saves there, and e2e/cms.spec.ts checks that it signs in to it by token.
 */
const { EDITED, FIXTURES } = require('../../lib/build/content-dir.cjs');

const TEST_BUILD_DATE = '2026-11-24';
const TEST_REPOSITORY = 'quantivo-ci/website-under-test';
const TEST_OUT_DIR = 'out-test';
const TEST_BASE_PATH = process.env.TEST_BASE_PATH ?? '/quantivo-site';
/** The port the main end-to-end run serves the site on (E2E_PORT sets another run's). */
const TEST_PORT = 4173;
/** Where a run on `port` serves the CMS's own app: another origin, the site's port + 100. */
const cmsPort = (port) => port + 100;

const SETTINGS = {
  FORM_ENDPOINT: require('./form-receiver.cjs').RECEIVER_ENDPOINT,
  // Where the main end-to-end run serves the CMS's own app: the site's /admin/ sends editors there.
  CMS_URL: `http://localhost:${cmsPort(TEST_PORT)}/`,
  BASE_PATH: TEST_BASE_PATH,
  SITE_BUILD_DATE: TEST_BUILD_DATE,
};

/**
 * The environment of `npm test`'s build for the behaviour tests (tests/harness/run-tests.mjs), which its
 * record must match: made from their own content (fixtures/content/, lib/build/content-dir.cjs), so
 * what they expect holds whatever editors publish.
 */
const TEST_BUILD = { ...SETTINGS, OUT_DIR: TEST_OUT_DIR, CONTENT_DIR: FIXTURES };

/**
 * The same settings over the editors' content, as a deploy builds it: the checks that must read
 * the real pages (every route crawled with axe, links, W3C HTML, structured data, size) run on it.
 */
const SITE_BUILD = { ...SETTINGS, OUT_DIR: 'out-site', CONTENT_DIR: EDITED };

module.exports = {
  TEST_BUILD_DATE,
  TEST_REPOSITORY,
  TEST_OUT_DIR,
  TEST_BASE_PATH,
  TEST_PORT,
  cmsPort,
  TEST_BUILD,
  SITE_BUILD,
};
