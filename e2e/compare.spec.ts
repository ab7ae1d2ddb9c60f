import type { Locator, Page } from '@playwright/test';
import { fill } from '../lib/text/fill';
import { headingCase } from '../lib/text/heading-case';
import { copyOf } from './copy';
import { attr, elementsOf, exportedPage, textContent, type Element } from './exported-html';
import { at, axeViolations, expect, sitemapRoutes, test } from './helpers';

const copy = copyOf('product-pages').compare;
const index = copyOf('product-pages').index;
const detail = copyOf('product-pages').detail;
const quoteButton = copyOf('quote-button').add;

const comparisons = sitemapRoutes().filter((route) => route.startsWith('/products/compare/'));
// What a cell shows when its product lists no value: a dash, and words for screen readers.
const EMPTY = `—${copy.missing}`;

test('the site has comparisons to walk', () => {
  expect(comparisons.length).toBeGreaterThanOrEqual(5);
});

// Read from the exported HTML: the table and the headers that name its cells are markup, there
// before any script runs.
const tableOf = (route: string) => elementsOf(exportedPage(route)).find((element) => element.tagName === 'table')!;
const childElements = (element: Element) => element.childNodes.filter((child): child is Element => 'tagName' in child);
const named = (elements: Element[], tagName: string) => elements.filter((element) => element.tagName === tagName);

for (const route of comparisons) {
  test(`${route} compares like with like: every row is filled by at least two products`, () => {
    const table = tableOf(route);
    const all = elementsOf(table);
    const heads = named(all, 'th').filter((th) => attr(th, 'scope') === 'col');
    expect(heads.length, 'two products or more').toBeGreaterThanOrEqual(3);
    const rows = named(all, 'tbody')
      .flatMap((body) => named(childElements(body), 'tr'))
      .filter((tr) => !attr(tr, 'class')?.split(' ').includes('spec-group'))
      .map((tr): [string, string[]] => [
        textContent(named(elementsOf(tr), 'th')[0] ?? tr),
        named(elementsOf(tr), 'td').map(textContent),
      ]);
    expect(rows.length).toBeGreaterThan(0);
    for (const [name, cells] of rows)
      expect(cells.filter((cell) => cell !== EMPTY).length, `row "${name}"`).toBeGreaterThanOrEqual(2);
  });
}

for (const route of comparisons) {
  test(`${route}: every value is tied to its product, its group and its row header`, () => {
    const table = tableOf(route);
    const all = elementsOf(table);
    const columns = named(all, 'thead').flatMap((head) => named(elementsOf(head), 'th'));
    const byId = (id: string) => named(all, 'th').find((th) => attr(th, 'id') === id);
    const label = (th: Element | undefined) => (th ? (attr(th, 'abbr') ?? textContent(th)) : 'no such header');
    const cells = named(all, 'tbody').flatMap((body) => {
      const group = named(elementsOf(body), 'th').find((th) => attr(th, 'scope') === 'rowgroup');
      return named(childElements(body), 'tr').flatMap((tr) =>
        named(childElements(tr), 'td').map((td) => ({
          expected: [columns[childElements(tr).indexOf(td)], group, named(elementsOf(tr), 'th')[0]]
            .filter((th): th is Element => !!th)
            .map(label),
          read: (attr(td, 'headers') ?? '').split(/\s+/).filter(Boolean).map(byId).map(label),
        })),
      );
    });
    expect(cells.length).toBeGreaterThan(0);
    for (const cell of cells) expect(cell.read).toEqual(cell.expected);
  });
}

test.describe('a comparison of IP cameras', () => {
  const route = '/products/compare/ip-cameras/';

  test('is linked from its group, its products and the product index; one-off products link to none', async ({
    page,
  }) => {
    const link = page.getByRole('link', { name: fill(index.compareLink, { kind: 'IP cameras' }) });
    await page.goto(at('/products/'));
    await expect(link).toHaveAttribute('href', new RegExp(`${route}$`));
    await page.goto(at('/products/range/cameras-surveillance/'));
    await expect(link).toHaveAttribute('href', new RegExp(`${route}$`));
    await expect(page.getByRole('main').getByRole('link', { name: /^Compare / })).toHaveCount(1);
    await page.goto(at('/products/surveillance-camera/'));
    await expect(page.getByRole('link', { name: fill(detail.compareLink, { kind: 'IP cameras' }) })).toBeVisible();
    await page.goto(at('/products/dashcam/'));
    await expect(page.getByRole('main').getByRole('link', { name: /^Compare / })).toHaveCount(0);
    await page.goto(at('/products/range/iot-smart-devices/'));
    await expect(page.getByRole('main').getByRole('link', { name: /^Compare / })).toHaveCount(0);
  });

  test('heads each column with a picture, the name linked to the product and a quote button that works', async ({
    page,
  }) => {
    await page.goto(at(route));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      fill(copy.heading, { kind: headingCase('IP cameras') }),
    );
    const head = page.getByRole('columnheader', { name: 'Bullet Surveillance Camera' });
    const picture = head.getByRole('img');
    await expect(picture).toHaveAttribute('alt', /.{10,}/);
    await expect(picture).toHaveJSProperty('complete', true);
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(head.getByRole('link', { name: 'Bullet Surveillance Camera' })).toHaveAttribute(
      'href',
      /\/products\/surveillance-camera\/$/,
    );
    await head.getByRole('button', { name: quoteButton.add }).click();
    await expect(head.getByRole('status')).toContainText(
      fill(quoteButton.added, { quantity: 1, product: 'Bullet Surveillance Camera' }),
    );
    await expect(head.getByRole('link', { name: quoteButton.view })).toBeVisible();
  });

  test('"Differences only" hides the rows both cameras share alike, by keyboard, and stays accessible', async ({
    page,
  }) => {
    await page.goto(at(route));
    const table = page.getByRole('table');
    const same = table.getByRole('row', { name: /^Operating temperature/ });
    const different = table.getByRole('row', { name: /^Lens/ });
    await expect(same).toBeVisible();
    const all = page.getByRole('radio', { name: copy.allRows });
    await expect(all).toBeChecked();
    await all.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: copy.differencesOnly })).toBeChecked();
    await expect(same).toBeHidden();
    await expect(different).toBeVisible();
    expect(await axeViolations(page, { exclude: ['body > header', 'body > footer'] })).toEqual([]);
    await page.keyboard.press('ArrowLeft');
    await expect(same).toBeVisible();
  });
});

/** What a visitor sees at a point: the topmost element there, so a name covered by rows fails. */
async function shownAt(page: Page, locator: Locator) {
  const box = (await locator.boundingBox())!;
  return page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.closest('a, th')?.textContent,
    [box.x + 4, box.y + box.height / 2],
  );
}

test('at 1280 px a comparison spans the page with no box scrolling inside it; the product names stay under the header as the page scrolls', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 844 });
  await page.goto(at('/products/compare/wi-fi-access-points/'));
  const region = page.getByRole('region', { name: fill(copy.caption, { kind: 'Wi-Fi access points' }) });
  const table = region.getByRole('table');
  const { width, scrolls } = await region.evaluate((el) => ({
    width: el.getBoundingClientRect().width,
    scrolls: el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1,
  }));
  expect(scrolls, 'the table does not scroll inside its own box').toBe(false);
  // The page's container: the screen less its margins, as wide as the page's heading may run.
  expect(width).toBeGreaterThan(1280 * 0.9);
  expect((await table.boundingBox())!.width).toBeCloseTo(width, -1);
  await expect(page.getByText(copy.scrollHint)).toBeHidden();

  const lastSpec = table.getByRole('rowheader').last();
  await lastSpec.scrollIntoViewIfNeeded();
  const names = table.getByRole('columnheader').getByRole('link');
  await expect(names.first()).toBeInViewport();
  expect(await shownAt(page, names.first())).toBe('Wi-Fi 5 Access Point');
  expect(await shownAt(page, names.last())).toBe('Outdoor Access Point');
  expect(await shownAt(page, lastSpec)).toBe('Management');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1280);
});

test.describe('on a phone 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('two products are two cards, one above the other, each listing its specifications', async ({ page }) => {
    await page.goto(at('/products/compare/ip-cameras/'));
    await expect(page.getByRole('table')).toBeHidden();
    const card = (name: string) =>
      page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name }) });
    const [dome, bullet] = [card('IP Dome Camera'), card('Bullet Surveillance Camera')];
    const [first, second] = [(await dome.boundingBox())!, (await bullet.boundingBox())!];
    expect(second.y).toBeGreaterThanOrEqual(first.y + first.height);
    for (const box of [first, second]) expect(box.width).toBeGreaterThan(390 * 0.85);
    for (const one of [dome, bullet]) {
      await expect(one.getByRole('button', { name: quoteButton.add })).toBeVisible();
      await expect(one.getByRole('img')).toHaveAttribute('alt', /.{10,}/);
      await expect(one.getByRole('term').filter({ hasText: /^Lens$/ })).toBeVisible();
    }
    await expect(bullet.getByRole('heading', { level: 2 }).getByRole('link')).toHaveAttribute(
      'href',
      /\/products\/surveillance-camera\/$/,
    );

    // "Differences only" hides what both list alike, in the cards too.
    const same = dome.getByRole('term').filter({ hasText: /^Operating temperature$/ });
    await expect(same).toBeVisible();
    await page.getByText(copy.differencesOnly, { exact: true }).click();
    await expect(same).toBeHidden();
    await expect(dome.getByRole('term').filter({ hasText: /^Lens$/ })).toBeVisible();
    expect(await axeViolations(page, { exclude: ['body > header', 'body > footer'] })).toEqual([]);
  });

  test('three products: the table flows down with the page, no row cut by a box, and the specification names stay in view while it scrolls sideways', async ({
    page,
  }) => {
    await page.goto(at('/products/compare/wi-fi-access-points/'));
    const table = page.getByRole('table');
    const region = page.getByRole('region', { name: fill(copy.caption, { kind: 'Wi-Fi access points' }) });
    const names = table.getByRole('columnheader').getByRole('link');
    const lastSpec = table.getByRole('rowheader').last();
    // The box holds every row: nothing scrolls inside it downwards, the page does.
    expect(await region.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(1);
    await lastSpec.scrollIntoViewIfNeeded();
    await expect(lastSpec).toBeInViewport();
    expect(await shownAt(page, lastSpec)).toBe('Management');

    await region.evaluate((el) => el.scrollBy({ left: el.scrollWidth, behavior: 'instant' }));
    await names.last().scrollIntoViewIfNeeded();
    expect(await shownAt(page, names.last())).toBe('Outdoor Access Point');
    await lastSpec.scrollIntoViewIfNeeded();
    expect(await shownAt(page, lastSpec)).toBe('Management');
    expect((await lastSpec.boundingBox())!.x).toBeCloseTo((await region.boundingBox())!.x, -1);
    // The page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  });
});
