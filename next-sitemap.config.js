/**
 * Sitemap and robots.txt for the export. next-sitemap does not add the base path itself,
 * so the site URL carries it; URLs keep the trailing slash like every internal link.
 * @type {import('next-sitemap').IConfig}
 */
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { basePath } = require('./lib/base-path.cjs');
const origin = (process.env.SITE_URL || 'https://www.quantivo.example').replace(/\/+$/, '');

const outDir = process.env.OUT_DIR || 'out';

/**
 * The pages search engines may index, from the registry's descriptors (lib/pages/all.ts): this
 * CommonJS file cannot import those, so the build exports them as out/sitemap-paths.json
 * (app/sitemap-paths.json/route.ts). Whatever else the build manifest lists (images, feeds, data
 * files, the CMS, a closed job, the alias of a list's page 1) stays out of the sitemap; the
 * step after this one (scripts/prune-export.mjs) checks the sitemap holds exactly these.
 */
function sitemapPaths() {
  try {
    return new Set(JSON.parse(readFileSync(join(outDir, 'sitemap-paths.json'), 'utf8')));
  } catch (error) {
    // next-sitemap logs an error and exits 0 with no sitemap written: fail the build instead.
    process.exitCode = 1;
    throw error;
  }
}
const indexable = sitemapPaths();
// next-sitemap names routes as the build manifest does, without the trailing slash.
const withSlash = (path) => (path.endsWith('/') ? path : `${path}/`);

module.exports = {
  siteUrl: `${origin}${basePath}`,
  outDir,
  trailingSlash: true,
  generateIndexSitemap: false,
  generateRobotsTxt: true,
  autoLastmod: false,
  transform: async (config, path) =>
    indexable.has(withSlash(path))
      ? { loc: path, changefreq: config.changefreq, priority: config.priority, lastmod: undefined }
      : null,
  robotsTxtOptions: { policies: [{ userAgent: '*', allow: '/' }] },
};
