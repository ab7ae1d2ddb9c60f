import { test } from '@playwright/test';
import { headingCase } from '../lib/text/heading-case';
import { copyOf } from './copy';
import { elementsOf, exportedPage, textContent } from './exported-html';
import { expect, registryRoutes } from './helpers';

/**
 * Every heading on every page of the registry is in the site's one heading case
 * (lib/text/heading-case.ts), those of its closed dialogs included: read from the exported HTML as a
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

for (const route of registryRoutes()) {
  test(`${route}: every heading is in the site's one heading case`, () => {
    const headings = elementsOf(exportedPage(route))
      .filter((element) => /^h[1-6]$/.test(element.tagName))
      .map((heading) => textContent(heading).replace(/\s+/g, ' ').trim());
    expect(headings.length, 'headings on the page').toBeGreaterThan(0);
    const astray = headings.filter((text) => !verbatim.has(text) && (headingCase(text) !== text || text.includes("'")));
    expect(astray, 'headings not in the heading case').toEqual([]);
  });
}
