/**
 * An article's reading time, as its page and the CMS's preview of it show it: one function for
 * both, so the two cannot disagree. It reads no files, so the CMS bundles it.
 */
import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';

const WORDS_PER_MINUTE = 200;

/** Minutes to read at 200 words a minute, at least one. */
export function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/**
 * Minutes to read an article's Markdown, parsed (the renderer's own tree, lib/content/post-markdown.ts):
 * the words of its text, not its marks (##, link targets).
 */
export function markdownMinutes(tree: Root): number {
  return readingMinutes(toString(tree));
}
