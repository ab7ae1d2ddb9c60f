import { test as baseTest, type Page } from '@playwright/test';
import { headingCase } from '../lib/heading-case';
import { copyOf } from './copy';
import { at, expect, registryRoutes } from './helpers';

/**
 * What a visitor reads on every page of the registry, one page moving through them all. No words
 * in <main> touch the screen's edge, on a phone and on a laptop: every line of text keeps at
 * least MARGIN px from both sides, as the page container gives it (a heading placed beside its
 * band's container instead of inside it sat at 0 px). Text a box clips (a carousel or table
 * scrolled sideways) counts only where it shows, and visually hidden text not at all;
 * backgrounds and pictures that bleed across the screen carry no text, so nothing here sees
 * them. And every heading is in the site's one heading case (lib/heading-case.ts).
 */
const MARGIN = 8;
const WIDTHS = [390, 1280];

/** The lines of text in <main> that come closer than `margin` px to either side, described. */
function textAtTheEdge(page: Page, margin: number) {
  return page.evaluate((edge) => {
    const width = document.documentElement.clientWidth;
    // The part of a box its clipping ancestors leave visible, or null when they hide it all.
    const visible = (box: DOMRect, from: Element): { left: number; right: number } | null => {
      let { left, right } = box;
      for (let el = from.parentElement; el; el = el.parentElement) {
        const style = getComputedStyle(el);
        if (style.overflowX === 'visible' && style.clipPath === 'none') continue;
        const clip = el.getBoundingClientRect();
        left = Math.max(left, clip.left);
        right = Math.min(right, clip.right);
        if (right - left < 1) return null;
      }
      return { left, right };
    };
    const found: string[] = [];
    const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      if (!node.textContent?.trim() || parent.closest('.sr-only, [hidden]')) continue;
      if (getComputedStyle(parent).visibility !== 'visible') continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const line of range.getClientRects()) {
        if (!line.width) continue;
        const shown = visible(line, node as unknown as Element);
        // Wholly off the screen is hidden from sight (a form's trap for bots), not at its edge.
        if (!shown || shown.right <= 0 || shown.left >= width) continue;
        if (shown.left >= edge - 0.5 && shown.right <= width - edge + 0.5) continue;
        found.push(
          `"${node.textContent.trim().slice(0, 40)}" in <${parent.tagName.toLowerCase()}> at ${Math.round(shown.left)}–${Math.round(shown.right)} px of ${width}`,
        );
        break;
      }
    }
    return found;
  }, margin);
}

// One page moves through every route, as the route crawl does: a page per route costs a renderer each.
const test = baseTest.extend<{ visitor: Page }, { visitorPage: Page }>({
  visitorPage: [
    async ({ browser }, provide) => {
      const context = await browser.newContext({
        viewport: { width: WIDTHS[0]!, height: 844 },
        reducedMotion: 'reduce',
      });
      await provide(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  visitor: async ({ visitorPage }, provide) => provide(visitorPage),
});

/**
 * The specification's headings, kept word for word though the site's heading case (title case,
 * with typographic apostrophes) would write them otherwise.
 */
const verbatim = new Set<string>([
  copyOf('not-found').caseStudy.title,
  copyOf('case-studies-page').sectionHeading,
  ...copyOf('home').whyChooseUs.points.map((point) => point.title),
]);

// One visit a route for both checks (the headings' words do not change with the width).
for (const route of registryRoutes()) {
  test(`${route}: no text in main touches the screen's edge at ${WIDTHS.join(' or ')} px; every heading is in the site's one heading case`, async ({
    visitor: page,
  }) => {
    const found: string[] = [];
    for (const [i, width] of WIDTHS.entries()) {
      await page.setViewportSize({ width, height: 844 });
      if (i === 0) {
        await page.goto(at(route), { waitUntil: 'domcontentloaded' });
        await page.evaluate(() => document.fonts.ready.then(() => true));
      }
      found.push(...(await textAtTheEdge(page, MARGIN)).map((line) => `${width} px: ${line}`));
    }
    expect.soft(found, 'text at the screen’s edge').toEqual([]);
    // Every heading of the page, those of its closed dialogs included.
    const headings = await page
      .locator('h1, h2, h3, h4, h5, h6')
      .evaluateAll((all) => all.map((h) => h.textContent!.replace(/\s+/g, ' ').trim()));
    const astray = headings.filter((text) => !verbatim.has(text) && (headingCase(text) !== text || text.includes("'")));
    expect(astray, 'headings not in the heading case').toEqual([]);
  });
}
