/**
 * A page of the export under test read as a browser parses it, for the checks that need no browser
 * because what they read is all in the HTML before any script runs: no page to open, no app to start.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type DefaultTreeAdapterMap } from 'parse5';

export type Node = DefaultTreeAdapterMap['node'];
export type Element = DefaultTreeAdapterMap['element'];

/** The parsed document of a route of the export under test ('/', '/about/' ...). */
export const exportedPage = (route: string): Node =>
  parse(readFileSync(join(process.env.OUT_DIR!, route, 'index.html'), 'utf8'));

/** The elements under `node` in document order (a template's content is not the document's). */
export const elementsOf = (node: Node): Element[] =>
  'childNodes' in node
    ? node.childNodes.flatMap((child) => ('tagName' in child ? [child, ...elementsOf(child)] : elementsOf(child)))
    : [];

/** An element's text as the DOM's textContent gives it. */
export const textContent = (node: Node): string =>
  node.nodeName === '#text' && 'value' in node
    ? node.value
    : 'childNodes' in node
      ? node.childNodes.map(textContent).join('')
      : '';

/** An attribute's value, or undefined. */
export const attribute = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;
