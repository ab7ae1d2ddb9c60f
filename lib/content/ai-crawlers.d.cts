export declare const AI_CRAWLERS: readonly [
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
export type AiCrawler = (typeof AI_CRAWLERS)[number];
export declare const DEFAULT_AI_CRAWLERS: readonly AiCrawler[];
