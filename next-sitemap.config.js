/**
 * Sitemap and robots.txt for the export. next-sitemap does not add the base path itself,
 * so the site URL carries it; URLs keep the trailing slash like every internal link.
 * @type {import('next-sitemap').IConfig}
 */
const basePath = (process.env.BASE_PATH ?? '').replace(/\/+$/, '');
const origin = (process.env.SITE_URL || 'https://www.quantivo.example').replace(/\/+$/, '');

module.exports = {
  siteUrl: `${origin}${basePath}`,
  outDir: 'out',
  trailingSlash: true,
  generateIndexSitemap: false,
  generateRobotsTxt: true,
  autoLastmod: false,
  exclude: ['/404', '/404.html', '/_not-found', '/_not-found/', '/icon.svg', '*/opengraph-image*', '/feed.xml'],
  robotsTxtOptions: { policies: [{ userAgent: '*', allow: '/' }] },
};
