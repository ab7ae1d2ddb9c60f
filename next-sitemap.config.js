/**
 * Sitemap and robots.txt for the export. next-sitemap does not add the base path itself,
 * so the site URL carries it; URLs keep the trailing slash like every internal link.
 * @type {import('next-sitemap').IConfig}
 */
const { basePath } = require('./lib/base-path.cjs');
const origin = (process.env.SITE_URL || 'https://www.quantivo.example').replace(/\/+$/, '');

module.exports = {
  siteUrl: `${origin}${basePath}`,
  outDir: process.env.OUT_DIR || 'out',
  trailingSlash: true,
  generateIndexSitemap: false,
  generateRobotsTxt: true,
  autoLastmod: false,
  // Pages only: images, feeds and data files drawn by route handlers are not documents.
  exclude: [
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
    '*.pdf',
    '*.pdf/',
  ],
  robotsTxtOptions: { policies: [{ userAgent: '*', allow: '/' }] },
};
