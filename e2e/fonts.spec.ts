import type { Page } from '@playwright/test';
import { at, expect, test } from './helpers';

/**
 * Inter's arrival moves nothing: each metric-matched fallback (app/fallback-fonts.css) gives the
 * page's text blocks the heights Inter gives them, on a phone and on a desktop. A fallback whose
 * local face this machine lacks is skipped; at least one must be here to be measured.
 */
const FALLBACKS = ['Inter Fallback Arial', 'Inter Fallback Roboto', 'Inter Fallback DejaVu'];
const PAGES = ['/about/', '/services/it-talent-acquisition/'];
const WIDTHS = [390, 1280];

/** The heights of the headings and paragraphs in <main>, in the page's order. */
const heights = (page: Page) =>
  page.locator('main').evaluate(async (main) => {
    await document.fonts.ready;
    return [...main.querySelectorAll('h1, h2, h3, p, li')]
      .filter((el) => el.getBoundingClientRect().height > 0)
      .map((el) => ({ text: el.textContent!.slice(0, 40), height: el.getBoundingClientRect().height }));
  });

async function interLoaded(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() =>
    [...document.fonts].some((face) => face.status === 'loaded' && !/Fallback/.test(face.family)),
  );
}

/** Sets the page in `family` alone, with a font of other widths behind it, so a face that fails to load cannot pass. */
async function setIn(page: Page, family: string): Promise<boolean> {
  await page.addStyleTag({ content: `:root { --font-sans: '${family}', monospace !important; }` });
  // A local face the machine lacks fails to load, which rejects the promise.
  return page.evaluate(
    (name) =>
      document.fonts.load(`16px '${name}'`).then(
        (faces) => faces.length > 0,
        () => false,
      ),
    family,
  );
}

for (const width of WIDTHS) {
  test(`at ${width} px every text block has Inter's height in each metric-matched fallback there is`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    let measured = 0;
    for (const route of PAGES) {
      await page.goto(at(route));
      expect(await interLoaded(page), 'Inter loaded').toBe(true);
      const inter = await heights(page);
      expect(inter.length).toBeGreaterThan(10);
      for (const family of FALLBACKS) {
        await page.goto(at(route));
        if (!(await setIn(page, family))) continue;
        measured++;
        const fallback = await heights(page);
        const moved = fallback.filter((block, i) => Math.abs(block.height - inter[i]!.height) > 1);
        expect(moved.map((block) => `${family}: ${block.text}`)).toEqual([]);
      }
    }
    expect(measured, 'fallbacks whose face this machine has').toBeGreaterThan(0);
  });
}

test('with Inter blocked the page takes the same heights as with it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(at('/about/'));
  expect(await interLoaded(page)).toBe(true);
  const inter = await heights(page);
  await page.context().route(/\.woff2$/, (route) => route.abort());
  const blocked = await page.context().newPage();
  await blocked.setViewportSize({ width: 390, height: 844 });
  await blocked.goto(at('/about/'));
  await blocked.evaluate(() => document.fonts.ready);
  expect(await interLoaded(blocked), 'Inter blocked').toBe(false);
  const fallback = await heights(blocked);
  expect(fallback.filter((block, i) => Math.abs(block.height - inter[i]!.height) > 1).map((b) => b.text)).toEqual([]);
});
