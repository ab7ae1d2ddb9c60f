/**
 * The page text of an Enterprise IT service, from its Markdown body: the loader (read.ts) and
 * the CMS's preview of an entry being typed (cms/pages.tsx) turn a body into blocks alike.
 */
import remarkParse from 'remark-parse';
import { toString } from 'mdast-util-to-string';
import { unified } from 'unified';
import { ContentError } from './load';

export type RichBlock =
  | { type: 'p'; text: string }
  | { type: 'h2'; text: string }
  | { type: 'ul'; items: string[] }
  | { type: 'ol'; items: string[] };

/** Paragraphs, "## " headings and lists only. */
export function richBlocks(file: string, markdown: string): RichBlock[] {
  const tree = unified().use(remarkParse).parse(markdown);
  return tree.children.map((node): RichBlock => {
    if (node.type === 'paragraph') return { type: 'p', text: toString(node) };
    if (node.type === 'heading' && node.depth === 2) return { type: 'h2', text: toString(node) };
    if (node.type === 'list')
      return { type: node.ordered ? 'ol' : 'ul', items: node.children.map((item) => toString(item)) };
    throw new ContentError([
      `${file}:${node.position?.start.line ?? 1}: the page text may hold paragraphs, "## " headings and lists only (found a ${node.type})`,
    ]);
  });
}
