import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from '@playwright/test';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { headingCase } from '../lib/heading-case';
import { copyOf } from './copy';
import { expect, registryRoutes } from './helpers';

/**
 * Every heading on every page of the registry is in the site's one heading case
 * (lib/heading-case.ts), those of its closed dialogs included: read from the exported HTML as a
 * browser parses it, since the headings are all there before any script runs. (Where a page's
 * text sits on the screen is the route crawl's, routes.spec.ts.)
 */

/**
 * The specification's headings, kept word for word though the site's heading case (title case,
 * with typographic apostrophes) would write them otherwise.
 */
const verbatim = new Set<string>([
  copyOf('not-found').caseStudy.title,
  copyOf('case-studies-page').sectionHeading,
  ...copyOf('home').whyChooseUs.points.map((point) => point.title),
]);

type Node = DefaultTreeAdapterMap['node'];

/** An element's text as the DOM's textContent gives it. */
const textContent = (node: Node): string =>
  'value' in node && node.nodeName === '#text'
    ? node.value
    : 'childNodes' in node
      ? node.childNodes.map(textContent).join('')
      : '';

/** The text of every heading under `node`, in document order (a template's content is not the document's). */
const headingsOf = (node: Node): string[] =>
  'childNodes' in node
    ? node.childNodes.flatMap((child) =>
        /^h[1-6]$/.test(child.nodeName) ? [textContent(child).replace(/\s+/g, ' ').trim()] : headingsOf(child),
      )
    : [];

for (const route of registryRoutes()) {
  test(`${route}: every heading is in the site's one heading case`, () => {
    const headings = headingsOf(parse(readFileSync(join(process.env.OUT_DIR!, route, 'index.html'), 'utf8')));
    expect(headings.length, 'headings on the page').toBeGreaterThan(0);
    const astray = headings.filter((text) => !verbatim.has(text) && (headingCase(text) !== text || text.includes("'")));
    expect(astray, 'headings not in the heading case').toEqual([]);
  });
}
