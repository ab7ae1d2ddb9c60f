/**
 * Content YAML imported as a JavaScript module (`import copy from '@/content/copy/home.yaml'`):
 * a webpack-style loader for Turbopack (next.config.mjs), a transformer for Jest
 * (jest.config.mjs), a require hook for Playwright (playwright.config.ts) and an esbuild plugin
 * for the content check and the CMS (scripts/content-check.mjs, scripts/cms-bundle.mjs).
 */
const { readFileSync } = require('node:fs');
const YAML = require('yaml');
const { contentFile, MAX_CONTENT_BYTES } = require('./content-dir.cjs');

// Content holds no alias (lib/content/load.ts refuses them, naming the line): one here stops the import.
const parse = (source) => YAML.parse(source, { maxAliasCount: 0 }) ?? {};
const toModule = (source) => `export default ${JSON.stringify(parse(source))};\n`;

/** @this {unknown} @param {string} source */
function yamlLoader(source) {
  return toModule(source);
}

/**
 * For the content check's own bundle (scripts/content-check.mjs): a file too large to read or
 * not valid YAML (an alias bomb included) becomes empty data, so the bundle is made and the check,
 * which reads every file of copy itself, names the file and line (lib/content/load.ts) instead of
 * the bundler stopping at the import with the parser's words alone.
 */
yamlLoader.orEmpty = (source) => {
  try {
    if (Buffer.byteLength(source) <= MAX_CONTENT_BYTES) return toModule(source);
  } catch {
    // reported by the check
  }
  return toModule('');
};

yamlLoader.process = (source) => ({ code: `module.exports = ${JSON.stringify(parse(source))};\n` });

// Playwright has no transform option: e2e specs load lib/ modules that import copy (content/copy/*.yaml)
// through Node's own require, which would read the YAML as JavaScript. Nor has it an alias: the
// hook reads a file of content/ from the folder in use (CONTENT_DIR, lib/build/content-dir.cjs).
yamlLoader.register = (root = process.cwd()) => {
  require.extensions['.yaml'] = (module, filename) => {
    module.exports = parse(readFileSync(contentFile(filename, root), 'utf8'));
  };
};

module.exports = yamlLoader;
