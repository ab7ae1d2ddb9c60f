/**
 * Where the site's content is read from. content/ is what editors change; CONTENT_DIR points a
 * build or a test run at another folder of the same shape: fixtures/content/, the behaviour tests'
 * own entries and copy, which no editor touches, so those tests hold whatever editors publish.
 * Every reader asks here: the loader (lib/content/load.ts), the imports of copy, one way in each
 * runner (`@/content/copy/x.yaml`: Turbopack's alias in next.config.mjs, Jest's resolver
 * tests/harness/content-resolver.cjs, Playwright's require hook lib/build/yaml-module.cjs, esbuild's
 * plugins in scripts/content-check.mjs and scripts/cms-bundle.mjs), the build record and the
 * tests that read entries themselves.
 * CommonJS, like base-path.cjs, so the configs and scripts load it without a build step.
 */
/** The editors' folder, as the CMS and every message name it. */
const EDITED = 'content';
/** The behaviour tests' content (docs/content.md, "Tests and their content"). */
const FIXTURES = 'fixtures/content';

/**
 * The largest content file read: today's largest is about 15 kB, and a file of tens of megabytes
 * took the check most of a minute and gigabytes of memory to parse.
 */
const MAX_CONTENT_BYTES = 1_000_000;

/** The folder in use, relative to the project: content/ unless CONTENT_DIR names another. */
function contentDir(env = process.env) {
  const dir = (env.CONTENT_DIR ?? '').replace(/^\.\//, '').replace(/\/+$/, '');
  if (/^(?:[A-Za-z]:)?[\\/]/.test(dir) || dir.split(/[\\/]/).includes('..'))
    throw new Error(`CONTENT_DIR must be a folder inside the project (got "${env.CONTENT_DIR}")`);
  return dir || EDITED;
}

/** A project path as read from the folder in use: `content/jobs/a.yaml` -> `fixtures/content/jobs/a.yaml`. */
function contentPath(path, env = process.env) {
  return path === EDITED || path.startsWith(`${EDITED}/`) ? contentDir(env) + path.slice(EDITED.length) : path;
}

/**
 * The same for an absolute file under `root` (a resolved `@/content/…` import), for the loaders
 * that run in Node itself; bundles of the loader (esbuild's, for the content check) never call it,
 * so they need no `node:path`.
 */
function contentFile(file, root = process.cwd(), env = process.env) {
  const { join, relative, sep } = require('node:path');
  const rel = relative(root, file).split(sep).join('/');
  return rel.startsWith(`${EDITED}/`) ? join(root, contentPath(rel, env)) : file;
}

module.exports = { EDITED, FIXTURES, MAX_CONTENT_BYTES, contentDir, contentPath, contentFile };
