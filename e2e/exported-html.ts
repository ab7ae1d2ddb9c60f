/**
 * A page of the export under test read as a browser parses it, for the checks that need no browser
 * because what they read is all in the HTML before any script runs: no page to open, no app to start.
 * Its elements, attributes and text are read with the post-build steps' own helpers (scripts/html-edit.mjs).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'parse5';
import { elements, type Element, type Node } from '../scripts/html-edit.mjs';

export { attr, textContent, type Element } from '../scripts/html-edit.mjs';

/** The parsed document of a route of the export under test ('/', '/about/' ...). */
export const exportedPage = (route: string): Node =>
  parse(readFileSync(join(process.env.OUT_DIR!, route, 'index.html'), 'utf8'));

/** The elements under `node` that the document shows, in document order: no template's content. */
export const elementsOf = (node: Node): Element[] => [...elements(node, { templates: false })];
