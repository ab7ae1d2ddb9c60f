import type { Page } from '@playwright/test';
import { at, expect, test } from './helpers';

/**
 * Inter's arrival moves (almost) nothing: each metric-matched fallback (app/fallback-fonts.css)
 * gives the page's text blocks the heights Inter gives them, on a phone and on a desktop. Matched
 * widths are an average, so a line that only just fits in Inter, or only just does not, may wrap
 * the other way in a fallback: at most one block in ten may gain or lose a line, where the same
 * faces unmatched move up to a quarter of them (DejaVu Sans: 20 of 83 at 390 px). A fallback whose
 * local face this machine lacks is skipped; at least one must be here to be measured.
 */
const FALLBACKS = ['Inter Fallback Arial', 'Inter Fallback Roboto', 'Inter Fallback DejaVu'];
const PAGES = ['/about/', '/services/it-talent-acquisition/'];
const WIDTHS = [390, 1280];

/** The headings and paragraphs in <main>, in the page's order, with their heights. */
const blocks = (page: Page) =>
  page.locator('main').evaluate(async (main) => {
    await document.fonts.ready;
    return [...main.querySelectorAll('h1, h2, h3, p')]
      .filter((el) => el.getBoundingClientRect().height > 0)
      .map((el) => ({ text: el.textContent!.slice(0, 40), height: el.getBoundingClientRect().height }));
  });

type Block = Awaited<ReturnType<typeof blocks>>[number];

/** The blocks whose height differs from Inter's by more than a pixel: a line gained or lost. */
function moved(inter: Block[], fallback: Block[]): string[] {
  expect(fallback.map((block) => block.text)).toEqual(inter.map((block) => block.text));
  return fallback.filter((block, i) => Math.abs(block.height - inter[i]!.height) > 1).map((block) => block.text);
}

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
  test(`at ${width} px text blocks keep Inter's height in each metric-matched fallback there is`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const inter: Block[] = [];
    for (const route of PAGES) {
      await page.goto(at(route));
      expect(await interLoaded(page), 'Inter loaded').toBe(true);
      inter.push(...(await blocks(page)));
    }
    let measured = 0;
    for (const family of FALLBACKS) {
      const fallback: Block[] = [];
      for (const route of PAGES) {
        await page.goto(at(route));
        if (!(await setIn(page, family))) break;
        fallback.push(...(await blocks(page)));
      }
      if (fallback.length < inter.length) continue;
      measured++;
      expect(moved(inter, fallback).length, `${family}: blocks that gained or lost a line`).toBeLessThanOrEqual(
        inter.length / 10,
      );
    }
    expect(measured, 'fallbacks whose face this machine has').toBeGreaterThan(0);
  });
}

test('with Inter blocked the page takes the heights it has with Inter', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(at('/about/'));
  expect(await interLoaded(page)).toBe(true);
  const inter = await blocks(page);
  await page.context().route(/\.woff2$/, (route) => route.abort());
  const blocked = await page.context().newPage();
  await blocked.setViewportSize({ width: 390, height: 844 });
  await blocked.goto(at('/about/'));
  expect(await interLoaded(blocked), 'Inter blocked').toBe(false);
  expect(moved(inter, await blocks(blocked)).length).toBeLessThanOrEqual(inter.length / 10);
});
