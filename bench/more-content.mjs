#!/usr/bin/env node
/**
 * `node bench/more-content.mjs [folder] [N] [from]`: a copy of content/ (or of the content folder
 * `from`) in `folder` (default .bench/more-content, inside the project as CONTENT_DIR requires) with
 * N more entries (default 1000: 40 % jobs, 30 % blog articles, 30 % case studies), for timing the
 * content check at scale:
 * `CONTENT_DIR=.bench/more-content npm run content:check` (docs/content.md). content/ itself is
 * never written. Also the entries bench/scale.mjs adds to its scaled copy of the project.
 */
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { yamlData } from '../scripts/content-check.mjs';

const require = createRequire(import.meta.url);
const { EDITED, contentDir, contentPath } = require('../lib/build/content-dir.cjs');
const { TEST_BUILD_DATE } = require('../tests/harness/test-env.cjs');

/**
 * The content helpers the site itself uses (collections, the loader's parser, the CMS's file
 * format), bundled with esbuild as scripts/content-check.mjs does: a plain .mjs cannot import TS.
 * Written inside the project at root, so the bundle's package imports resolve from its node_modules.
 */
async function contentHelpers(root) {
  return importTs(root, 'content-helpers', {
    stdin: {
      contents: [
        "export { collectionDefs } from './lib/content/collections';",
        "export { parseSource } from './lib/content/load';",
        "export { formatContentFile } from './lib/content/yaml-format';",
      ].join('\n'),
      resolveDir: root,
      loader: 'ts',
    },
  });
}

/** TypeScript of the project at root, bundled into its .cache/scale/<name>.mjs and imported. */
export async function importTs(root, name, input) {
  const outfile = join(root, '.cache', 'scale', `${name}.mjs`);
  await build({
    ...input,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outfile,
    // The collections import their page of copy (YAML) as data, as in the site's build.
    plugins: [yamlData],
    logLevel: 'warning',
  });
  return import(pathToFileURL(outfile).href);
}

/** N split by whole weights, the remainder to the first collections: 900 by [1, 1, 1] -> 300 each. */
export function shares(n, weights = [1, 1, 1]) {
  const sum = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((weight) => Math.floor((n * weight) / sum));
  for (let i = 0; counts.reduce((a, b) => a + b, 0) < n; i++) counts[i % counts.length]++;
  return counts;
}

/** The collection's entries as written in their files (not as the schema outputs them), with slug and body. */
function readEntries(root, folder, def, parseSource) {
  const extension = def.format === 'md' ? '.md' : '.yaml';
  return readdirSync(join(root, folder))
    .filter((name) => name.endsWith(extension))
    .sort()
    .map((name) => {
      const file = `${folder}/${name}`;
      const { data, body } = parseSource(file, readFileSync(join(root, file), 'utf8'), def.format);
      return { slug: name.slice(0, -extension.length), data, body };
    });
}

/**
 * Writes `count` copies of the collection's entries into `folder`, cycling through `sources`:
 * copy k of "DevOps Engineer" is devops-engineer-k titled "DevOps Engineer k" (k from 2, as a
 * second opening would be named). `change(data, i)` adjusts what must stay unique or valid.
 * Every copy is checked against the schema before it is written; returns the new slugs.
 */
function addCopies(root, folder, def, sources, count, helpers, change = (data) => data) {
  const extension = def.format === 'md' ? '.md' : '.yaml';
  const slugs = [];
  for (let i = 0; i < count; i++) {
    const source = sources[i % sources.length];
    const k = Math.floor(i / sources.length) + 2;
    const slug = `${source.slug}-${k}`;
    const file = join(root, folder, `${slug}${extension}`);
    if (existsSync(file)) throw new Error(`${folder}/${slug}${extension} exists already`);
    const data = change({ ...source.data, title: `${source.data.title} ${k}` }, i);
    const checked = def.schema.safeParse(data);
    if (!checked.success)
      throw new Error(`${folder}/${slug}${extension}: ${checked.error.issues.map((x) => x.message).join('; ')}`);
    writeFileSync(file, helpers.formatContentFile(data, def.schema, def.format === 'md' ? source.body : undefined));
    slugs.push(slug);
  }
  return slugs;
}

/**
 * Adds copies of real entries to the content folder `dir` (CONTENT_DIR's form) of the project at
 * root: `counts` by collection key (lib/content/collections), e.g. { jobs: 300, posts: 300 }.
 * Returns how many of each.
 */
export async function addEntries(root, counts, dir = EDITED) {
  const helpers = await contentHelpers(root);
  const added = {};
  for (const [key, count] of Object.entries(counts)) {
    const def = helpers.collectionDefs[key];
    const folder = contentPath(def.folder, { CONTENT_DIR: dir });
    let sources = readEntries(root, folder, def, helpers.parseSource);
    // Only jobs open on the tests' build day are copied, with their dates: a copy is listed, as
    // the company's new openings would be (datePosted <= build day <= validThrough).
    if (key === 'jobs')
      sources = sources.filter((j) => j.data.datePosted <= TEST_BUILD_DATE && TEST_BUILD_DATE <= j.data.validThrough);
    // A copy in a collection ordered by hand follows every existing entry, so each order stays unique.
    const lastOrder = 'order' in def.schema.shape ? Math.max(...sources.map((entry) => entry.data.order)) : undefined;
    const change = lastOrder === undefined ? undefined : (data, i) => ({ ...data, order: lastOrder + 1 + i });
    added[key] = addCopies(root, folder, def, sources, count, helpers, change).length;
  }
  rmSync(join(root, '.cache', 'scale'), { recursive: true, force: true });
  return added;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.chdir(resolve(import.meta.dirname, '..'));
  const [dir = '.bench/more-content', n = '1000', from] = process.argv.slice(2);
  const source = from ? contentDir({ CONTENT_DIR: from }) : EDITED;
  const total = Number(n);
  if (!Number.isInteger(total) || total < 0) throw new Error(`N must be a whole number (got "${n}")`);
  // contentDir refuses a folder outside the project, as the check would.
  const folder = contentDir({ CONTENT_DIR: dir });
  if (folder === EDITED) throw new Error('The folder must not be content/ itself: editors own it.');
  rmSync(folder, { recursive: true, force: true });
  cpSync(source, folder, { recursive: true });
  const [jobs, posts, caseStudies] = shares(total, [4, 3, 3]);
  const added = await addEntries(process.cwd(), { jobs, posts, caseStudies }, folder);
  console.log(
    `${folder}: ${relative(process.cwd(), source)}/ plus ${Object.entries(added)
      .map(([key, count]) => `${count} ${key}`)
      .join(', ')}. Check it with CONTENT_DIR=${folder} npm run content:check`,
  );
}
