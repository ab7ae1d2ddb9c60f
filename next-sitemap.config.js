/**
 * Sitemap and robots.txt for the export. next-sitemap does not add the base path itself,
 * so the site URL carries it; URLs keep the trailing slash like every internal link.
 * @type {import('next-sitemap').IConfig}
 */
const { existsSync, readFileSync } = require('node:fs');
const { join } = require('node:path');
const { parse } = require('yaml');
const { basePath } = require('./lib/build/base-path.cjs');
const { contentPath } = require('./lib/build/content-dir.cjs');
const { AI_CRAWLERS } = require('./lib/content/ai-crawlers.cjs');
const origin = (process.env.SITE_URL || 'https://www.quantivo.example').replace(/\/+$/, '');

const outDir = process.env.OUT_DIR || 'out';

/**
 * Whether the page the export holds at `path` lets search engines index it. Its robots meta says
 * so, set from the page registry's `indexable` (lib/pages): one decision, which the sitemap
 * follows. Whatever else the build lists (images, feeds, data files, a closed job, the alias of a list's page 1) has no such page or asks not to be indexed.
 */
function indexable(path) {
  const file = join(outDir, path, 'index.html');
  return existsSync(file) && !/<meta name="robots" content="[^"]*noindex/.test(readFileSync(file, 'utf8'));
}

/**
 * The AI assistants' crawlers Company details lets in (content/site.yaml `aiCrawlers`, checked by
 * the content check): each named one is let in, every other one named in lib/content/ai-crawlers.cjs is
 * asked to stay out; any other robot follows the rule for all.
 */
const letIn = new Set(parse(readFileSync(contentPath('content/site.yaml'), 'utf8')).aiCrawlers ?? []);
const aiPolicies = AI_CRAWLERS.map((userAgent) =>
  letIn.has(userAgent) ? { userAgent, allow: '/' } : { userAgent, disallow: '/' },
);

module.exports = {
  siteUrl: `${origin}${basePath}`,
  outDir,
  trailingSlash: true,
  generateIndexSitemap: false,
  generateRobotsTxt: true,
  autoLastmod: false,
  transform: async (config, path) =>
    indexable(path)
      ? { loc: path, changefreq: config.changefreq, priority: config.priority, lastmod: undefined }
      : null,
  robotsTxtOptions: {
    policies: [{ userAgent: '*', allow: '/' }, ...aiPolicies],
    // llms.txt (llmstxt.org) has no directive of its own: beside the sitemap, as a comment robots skip.
    transformRobotsTxt: async (_, robotsTxt) =>
      `${robotsTxt.trimEnd()}\n\n# For AI assistants: ${origin}${basePath}/llms.txt (each page also as <page>/index.md)\n`,
  },
};
