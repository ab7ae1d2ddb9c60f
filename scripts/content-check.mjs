/**
 * The content check, shared by its command (scripts/prepare-content.mjs, `npm run content:check`)
 * and the build's CMS step (scripts/cms-bundle.mjs), which needs what it returns: lib/content-check/prepare.ts,
 * bundled with esbuild (a plain .mjs cannot import TS) and run over the content folder in use
 * (CONTENT_DIR, lib/build/content-dir.cjs). Each problem is printed on one line with file, line, the
 * field's label and the rule, and the process stops.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { basePath } from '../lib/build/base-path.cjs';

const require = createRequire(import.meta.url);
const yamlModule = require('../lib/build/yaml-module.cjs');
const { contentFile } = require('../lib/build/content-dir.cjs');

/**
 * Copy is YAML imported as data (content/copy/*.yaml), in both bundles as in the site's build, from the
 * content folder in use (CONTENT_DIR, lib/build/content-dir.cjs). The check's own bundle takes a file it
 * cannot read as empty: the check then names it (lib/build/yaml-module.cjs).
 */
const yamlPlugin = (toModule) => ({
  name: 'yaml-data',
  setup(b) {
    b.onLoad({ filter: /\.yaml$/ }, ({ path }) => ({
      contents: toModule(readFileSync(contentFile(path), 'utf8')),
      loader: 'js',
    }));
  },
});
export const yamlData = yamlPlugin(yamlModule);

/** lib/content-check/prepare.ts as a module, or the process stops with the error that kept it from loading. */
async function loadPrepare() {
  // Inside the project, so the bundle's package imports resolve from its node_modules.
  mkdirSync('.cache', { recursive: true });
  const temp = mkdtempSync(join('.cache', 'prepare-'));
  try {
    await build({
      entryPoints: ['lib/content-check/prepare.ts'],
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      // CommonJS modules it bundles (lib/content/svg-check.cjs, the live site's record in
      // lib/build/build-record.cjs) require packages and Node's modules.
      banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
      outfile: join(temp, 'prepare.mjs'),
      plugins: [yamlPlugin(yamlModule.orEmpty)],
      logLevel: 'warning',
    });
    return await import(pathToFileURL(join(process.cwd(), temp, 'prepare.mjs')).href);
  } catch (error) {
    console.error(`\n${error instanceof Error ? error.message : error}\n`);
    process.exit(1);
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

/** Writes the files prepare.ts derives from the registries, each only when its text changed. */
function write(generatedFiles) {
  for (const { file, text } of generatedFiles()) {
    mkdirSync(dirname(file), { recursive: true });
    if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeFileSync(file, text);
  }
}

/**
 * Writes the files derived from the registries, which are not committed (types/copy.d.ts,
 * .vscode/settings.json): at `npm install`, and in every build and `npm run dev` (checkedContent).
 */
export async function writeGeneratedFiles() {
  write((await loadPrepare()).generatedFiles);
}

/**
 * A preview's or a test's build goes on with stand-ins, and says which remain: in its log, and on
 * GitHub as one warning (how many, then the first), which .github/workflows/build-status.yml puts
 * into the draft's status in the CMS.
 */
function announceStandIns(lines = []) {
  if (!lines.length) return;
  const count = `${lines.length === 1 ? 'One stand-in remains' : `${lines.length} stand-ins remain`}`;
  console.log(`${count} (a build for the company’s own domain refuses them; docs/deploying.md):`);
  for (const line of lines) console.log(`  ${line}`);
  if (process.env.GITHUB_ACTIONS) console.log(`::warning title=Stand-ins::${count}, e.g. ${lines[0]}`);
}

/**
 * Every entry and page checked: the CMS configuration and the content as read, or the process
 * stops with each problem on a line of its own (on GitHub also an annotation on its file and line).
 * A missing or malformed repository for the CMS is a problem too (lib/content/cms-config.ts).
 * With `generate`, a build's step, the generated files are written first (writeGeneratedFiles).
 */
export async function checkedContent({ generate = false } = {}) {
  const started = performance.now();
  const { generatedFiles, prepareContent } = await loadPrepare();
  if (generate) write(generatedFiles);
  let prepared;
  try {
    prepared = await prepareContent(process.env, basePath);
  } catch (error) {
    console.error(`\n${error instanceof Error ? error.message : error}\n`);
    process.exit(1);
  }
  if (prepared.problems.length) {
    const n = prepared.problems.length;
    console.error(`\nContent check: ${n === 1 ? 'a problem' : `${n} problems`} to fix before the site can build:`);
    for (const problem of prepared.problems) console.error(`  ${problem}`);
    if (process.env.GITHUB_ACTIONS)
      for (const problem of prepared.problems) {
        const [, file, line, message] = /^([^:]+):(\d+): (.*)$/.exec(problem) ?? [];
        console.log(file ? `::error file=${file},line=${line},title=Content check::${message}` : `::error::${problem}`);
      }
    console.error('');
    process.exit(1);
  }
  console.log(`Content check: every entry and page is valid (${Math.round(performance.now() - started)} ms).`);
  announceStandIns(prepared.standIns);
  return prepared;
}
