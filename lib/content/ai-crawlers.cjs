/**
 * AI assistants' crawlers, as their makers name them in a request's user agent: robots.txt lets in
 * those Company details names (`aiCrawlers`) and asks the rest to stay out (next-sitemap.config.js).
 * The first eight fetch a page to answer a person's question and cite it with a link (the
 * default); the others gather pages to train models. CommonJS: the sitemap's config reads it too.
 */
const AI_CRAWLERS = [
  'OAI-SearchBot',
  'ChatGPT-User',
  'Claude-SearchBot',
  'Claude-User',
  'PerplexityBot',
  'Perplexity-User',
  'DuckAssistBot',
  'MistralAI-User',
  'GPTBot',
  'ClaudeBot',
  'Google-Extended',
  'Applebot-Extended',
  'Meta-ExternalAgent',
  'Amazonbot',
  'CCBot',
  'Bytespider',
];

/** What content/site.yaml ships with, and what docs/seo.md documents. */
const DEFAULT_AI_CRAWLERS = AI_CRAWLERS.slice(0, 8);

module.exports = { AI_CRAWLERS, DEFAULT_AI_CRAWLERS };
