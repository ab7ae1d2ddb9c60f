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
 * The pages search engines may not index (a closed job, a case study without its write-up). Their
 * descriptors decide (`indexable`, lib/pages/); this CommonJS file cannot import those, so the
 * build exports the list as out/noindex.json (app/noindex.json/route.ts) and the sitemap reads it
 * here, not the HTML. next-sitemap matches the build manifest's routes, which have no trailing slash.
 */
function noindexPaths() {
  try {
    return JSON.parse(readFileSync(join(outDir, 'noindex.json'), 'utf8')).map((path) => path.replace(/\/$/, ''));
  } catch (error) {
    // next-sitemap logs an error and exits 0 with no sitemap written: fail the build instead.
    process.exitCode = 1;
    throw error;
  }
}

module.exports = {
  siteUrl: `${origin}${basePath}`,
  outDir,
  trailingSlash: true,
  generateIndexSitemap: false,
  generateRobotsTxt: true,
  autoLastmod: false,
  // Pages only: images, feeds and data files drawn by route handlers are not documents, and
  // the CMS (/admin/) is for editors. Nor pages that ask search engines not to index them.
  exclude: async () => [
    ...noindexPaths(),
    '/admin',
    '/admin/*',
    '/404',
    '/404.html',
    '/_not-found',
    '/_not-found/',
    '*.png',
    '*.png/',
    '*.json',
    '*.json/',
    '*.xml',
    '*.xml/',
    '*.webmanifest',
    '*.webmanifest/',
    '*.svg',
    '/.well-known/*',
    '*.pdf',
    '*.pdf/',
  ],
  robotsTxtOptions: { policies: [{ userAgent: '*', allow: '/' }] },
};
