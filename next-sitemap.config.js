/**
 * Sitemap and robots.txt for the export. next-sitemap does not add the base path itself,
 * so the site URL carries it; URLs keep the trailing slash like every internal link.
 * @type {import('next-sitemap').IConfig}
 */
const { existsSync, readFileSync } = require('node:fs');
const { join } = require('node:path');
const { basePath } = require('./lib/base-path.cjs');
const origin = (process.env.SITE_URL || 'https://www.quantivo.example').replace(/\/+$/, '');

const outDir = process.env.OUT_DIR || 'out';

/** True when the exported page asks search engines not to index it (a closed job). */
async function isNoindex(path) {
  const file = join(outDir, path, 'index.html');
  if (!existsSync(file)) return false;
  const { parseHtml, elements, attr } = await import('./scripts/html-edit.mjs');
  for (const el of elements(parseHtml(readFileSync(file, 'utf8')))) {
    if (el.tagName === 'meta' && attr(el, 'name') === 'robots' && /noindex/.test(attr(el, 'content') ?? ''))
      return true;
  }
  return false;
}

module.exports = {
  siteUrl: `${origin}${basePath}`,
  outDir,
  trailingSlash: true,
  generateIndexSitemap: false,
  generateRobotsTxt: true,
  autoLastmod: false,
  // Pages only: images, feeds and data files drawn by route handlers are not documents, and
  // the CMS (/admin/) is for editors.
  exclude: [
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
  // A page search engines may not index is no sitemap entry either: the rule lives in the page's descriptor.
  transform: async (config, path) =>
    (await isNoindex(path))
      ? null
      : {
          loc: path,
          changefreq: config.changefreq,
          priority: config.priority,
          lastmod: config.autoLastmod ? new Date().toISOString() : undefined,
        },
  robotsTxtOptions: { policies: [{ userAgent: '*', allow: '/' }] },
};
