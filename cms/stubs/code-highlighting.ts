/**
 * Stands in for Sveltia's syntax highlighter (Shiki and its 242 grammars): this CMS offers no code
 * blocks, as the site styles none. Without `createHighlighterCoreSync` here, Sveltia shows a typed
 * fence as plain text and loads no grammar.
 */
const none: unknown[] = [];
export default none;
