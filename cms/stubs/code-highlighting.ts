/**
 * Stands in for Sveltia's syntax highlighter: the Shiki engine chunk, its 242 grammars
 * (`@shikijs/langs/*`) and two themes (scripts/cms-bundle.mjs maps them all here). Sveltia
 * highlights only code blocks, which this CMS never offers (no `code` field; no Markdown field
 * lists `code-block`, lib/content/cms-config.ts), as the site styles none. A fence typed in raw
 * Markdown asks for the engine first: with no `createHighlighterCoreSync` here, Sveltia shows it
 * as plain text and asks for no grammar or theme.
 */
const none: unknown[] = [];
export default none;
