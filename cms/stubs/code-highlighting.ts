/**
 * Stands in for Sveltia's syntax highlighter: the Shiki engine chunk, its 242 grammars
 * (`@shikijs/langs/*`) and its two themes (scripts/prepare-content.mjs maps them all here).
 *
 * Sveltia highlights code only in code blocks (the Markdown editor's `code-block` component, its
 * preview, and the `code` field type). This CMS offers none: no collection has a `code` field and
 * every Markdown field lists its `editor_components` without `code-block` (lib/content/cms-config.ts),
 * as the site styles no code blocks (Enterprise IT pages refuse them). A fence typed in the raw
 * Markdown mode still asks for the engine first: this module has no `createHighlighterCoreSync`,
 * Sveltia catches that and shows the block as plain text, and never asks for a grammar or a theme.
 */
const none: unknown[] = [];
export default none;
