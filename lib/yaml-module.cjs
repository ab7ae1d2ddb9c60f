/**
 * Content YAML imported as a JavaScript module (`import copy from '@/content/pages/home.yaml'`):
 * a webpack-style loader for Turbopack (next.config.mjs) and a transformer for Jest
 * (jest.config.mjs). The data is validated before the build by scripts/check-content.mjs.
 */
const YAML = require('yaml');

const toModule = (source) => `export default ${JSON.stringify(YAML.parse(source) ?? {})};\n`;

/** @this {unknown} @param {string} source */
function yamlLoader(source) {
  return toModule(source);
}

yamlLoader.process = (source) => ({ code: `module.exports = ${JSON.stringify(YAML.parse(source) ?? {})};\n` });

module.exports = yamlLoader;
