/**
 * The one parser of BASE_PATH, the sub-folder a build is served under (e.g. /quantivo-site):
 * no trailing slash, empty at a site root. CommonJS so that next.config.mjs, next-sitemap's
 * config, the scripts and the Playwright config can all load it without a build step;
 * lib/paths.ts applies the same rule to the value Next inlines into the bundle.
 */
function normaliseBasePath(value) {
  return (value ?? '').replace(/\/+$/, '');
}

module.exports = { normaliseBasePath, basePath: normaliseBasePath(process.env.BASE_PATH) };
