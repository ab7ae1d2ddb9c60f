/**
 * What an export was built for (`<OUT>/build.json`): a folder of HTML does not say which base
 * path, site URL or form endpoint it holds, so `npm start`, scripts/serve.mjs and the tests ask
 * the record. CommonJS, so scripts and the Playwright config load it without a build step.
 */
const { execFileSync } = require('node:child_process');
const { readFileSync } = require('node:fs');
const { createRequire } = require('node:module');
const { join } = require('node:path');
const { normaliseBasePath } = require('./base-path.cjs');
const { analyticsConfig } = require('../analytics/analytics-config.cjs');
const { contentDir, EDITED } = require('./content-dir.cjs');

const RECORD_FILE = 'build.json';

/**
 * Every page the content makes (lib/pages/all.ts), as the build's content check found them
 * (scripts/cms-bundle.mjs): a build of some routes only (BUILD_PATHS) records them (`sitePages`),
 * so that its link check tells a link to a page it did not make from a link to no page.
 */
const SITE_PAGES_FILE = '.cache/site-pages.json';

/**
 * What still stands in for the company's own facts in the content a build published, as its
 * content check listed them (lib/content/launch.ts): the record names them (`standIns`), so a
 * preview says what it is not yet.
 */
const STAND_INS_FILE = '.cache/stand-ins.json';

/**
 * Where a build writes the CMS, a static app of its own for an origin of its own (docs/editing.md):
 * beside the site's folder, never in it, so no upload or page of the site is served with it.
 */
const cmsDir = (out) => `${out.replace(/\/+$/, '')}-cms`;

/** The settings a build takes from its environment, as the record names them. */
const SETTINGS = {
  basePath: 'base path',
  siteUrl: 'site URL',
  formEndpoint: 'form endpoint',
  cmsUrl: 'CMS address',
  analytics: 'analytics',
  buildDate: 'build day',
  routes: 'set of routes',
  // The behaviour tests' build reads fixtures/content/; the site's, the editors' content/.
  content: 'content folder',
  commit: 'commit',
};

function commitOf(dir) {
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: 'pipe',
    }).trim();
  } catch {
    return '';
  }
}

/**
 * The environment `next build` sees in `dir`: its .env files (`.env.production.local` and the
 * rest, as Next loads them) under the process's own variables.
 */
function buildEnv(dir = process.cwd(), env = process.env) {
  const requireFromNext = createRequire(require.resolve('next/package.json', { paths: [dir] }));
  const { loadEnvConfig } = requireFromNext('@next/env');
  const silent = { info() {}, error() {} };
  const { combinedEnv } = loadEnvConfig(dir, false, silent, true);
  return { ...combinedEnv, ...env };
}

/** What a build made now with `env` in `dir` would be made for. */
function wantedBuild(env, dir = process.cwd()) {
  const tracking = analyticsConfig(env);
  return {
    basePath: normaliseBasePath(env.BASE_PATH),
    siteUrl: (env.SITE_URL ?? '').replace(/\/+$/, ''),
    formEndpoint: env.FORM_ENDPOINT ?? '',
    cmsUrl: env.CMS_URL ?? '',
    analytics: tracking.provider ? `${tracking.provider} ${tracking.siteId}` : '',
    // A pinned day (the tests' SITE_BUILD_DATE) closes other jobs than today would.
    buildDate: env.SITE_BUILD_DATE ?? '',
    // A build of some routes only (BUILD_PATHS) is no site to serve.
    routes: env.BUILD_PATHS?.trim() ?? '',
    content: contentDir(env),
    commit: commitOf(dir),
  };
}

/** The record of the export in `dir`, or null when it has none (never built, or built before records). */
function readRecord(dir) {
  try {
    return JSON.parse(readFileSync(join(dir, RECORD_FILE), 'utf8'));
  } catch {
    return null;
  }
}

const EMPTY = { basePath: '/', routes: 'all' };
const shown = (key, value) => value || EMPTY[key] || 'none';

/** Why the export recorded in `record` is not the one `wanted` describes: one phrase per setting; empty when it is. */
function differences(record, wanted) {
  if (!record) return ['it has no build record'];
  return Object.entries(SETTINGS)
    .filter(([key]) => !(key === 'commit' && (!record.commit || !wanted.commit)))
    .filter(([key]) => (record[key] ?? '') !== wanted[key])
    .map(([key, label]) => `its ${label} is ${shown(key, record[key])}, not ${shown(key, wanted[key])}`);
}

/** One line saying what a recorded build is, for the people who serve or test it. */
function describe(record) {
  const parts = [
    record.commit ? `commit ${record.commit}` : 'no commit',
    `built ${record.builtAt}`,
    `base path ${record.basePath || '/'}`,
    record.formEndpoint ? `forms send to ${record.formEndpoint}` : 'forms simulate sending',
    record.analytics ? `analytics ${record.analytics}` : 'analytics off',
  ];
  if (record.cmsUrl) parts.push(`CMS at ${record.cmsUrl}`);
  if (record.buildDate) parts.push(`jobs as on ${record.buildDate}`);
  if (record.routes) parts.push(`only ${record.routes}`);
  if (record.content && record.content !== EDITED) parts.push(`content from ${record.content}/`);
  if (record.standIns?.length) parts.push(`${record.standIns.length} stand-ins`);
  return parts.join(', ');
}

/**
 * The live site's record, from the file a workflow downloaded before the build (LIVE_RECORD): a
 * build needs no network. None on a first deploy, or when no file is named or it cannot be read.
 */
function liveRecord(env = process.env) {
  if (!env.LIVE_RECORD) return null;
  try {
    return JSON.parse(readFileSync(env.LIVE_RECORD, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * The pages (routes ending in "/") a record lists that `routes` lacks, each with the title the
 * recorded build gave it: what publishing a build of `routes` takes off the site.
 */
function vanishedPages(record, routes) {
  const kept = new Set(routes);
  return Object.keys(record?.pages ?? {})
    .filter((route) => route.endsWith('/') && !kept.has(route))
    .sort()
    .map((route) => ({ route, title: record.titles?.[route] ?? '' }));
}

/** A page as editors know it: its title, then its address. */
const pageName = ({ route, title }) => (title ? `"${title}" (${route})` : route);

module.exports = {
  RECORD_FILE,
  SITE_PAGES_FILE,
  STAND_INS_FILE,
  cmsDir,
  buildEnv,
  wantedBuild,
  readRecord,
  differences,
  describe,
  liveRecord,
  vanishedPages,
  pageName,
};
