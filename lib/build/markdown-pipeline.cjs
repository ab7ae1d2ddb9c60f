/**
 * The packages of the Markdown pipeline that renders the blog articles (lib/content/post-markdown.ts):
 * ES modules only, so Jest transforms them (jest.config.mjs) and the build loads them in Node as
 * they are rather than bundling them (next.config.mjs). CommonJS, so both configs load it.
 */
module.exports = ['unified', 'remark-parse', 'remark-gfm', 'remark-rehype', 'rehype-stringify', 'mdast-util-to-string'];
