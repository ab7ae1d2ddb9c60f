import { fill } from '../lib/fill';
import { headingCase } from '../lib/heading-case';
import { copyOf } from './copy';
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

for (const route of comparisons) {
  test(`${route} compares like with like: every row is filled by at least two products`, async ({ page }) => {
    await page.goto(at(route));
    const table = page.getByRole('table');
    const heads = table.locator('thead th[scope="col"]');
    expect(await heads.count(), 'two products or more').toBeGreaterThanOrEqual(3);
    const rows = await table
      .locator('tbody tr:not(.spec-group)')
      .evaluateAll((trs) =>
        trs.map((tr) => [
          tr.querySelector('th')?.textContent ?? '',
          [...tr.querySelectorAll('td')].map((td) => td.textContent ?? ''),
        ]),
      );
    expect(rows.length).toBeGreaterThan(0);
    for (const [name, cells] of rows as [string, string[]][])
      expect(cells.filter((cell) => cell !== EMPTY).length, `row "${name}"`).toBeGreaterThanOrEqual(2);
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

for (const width of [390, 1280])
  test(`at ${width} px the product names and the specification names stay in view while the table scrolls down, then sideways`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(at('/products/compare/wi-fi-access-points/'));
    const table = page.getByRole('table');
    const region = page.getByRole('region', { name: fill(copy.caption, { kind: 'Wi-Fi access points' }) });
    const names = table.getByRole('columnheader').getByRole('link');
    const lastSpec = table.getByRole('rowheader').last();
    // What a visitor sees at a point: the topmost element there, so a name covered by rows fails.
    const shownAt = async (locator: typeof lastSpec) => {
      const box = (await locator.boundingBox())!;
      return page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest('a, th')?.textContent,
        [box.x + 4, box.y + box.height / 2],
      );
    };
    await region.evaluate((el) => el.scrollIntoView({ block: 'end', behavior: 'instant' }));
    await region.evaluate((el) => el.scrollBy({ top: el.scrollHeight, behavior: 'instant' }));
    expect(await region.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    await expect(lastSpec).toBeInViewport();
    await expect(names.first()).toBeInViewport();
    expect(await shownAt(names.first())).toBe('Wi-Fi 5 Access Point');
    expect(await shownAt(lastSpec)).toBe('Management');

    await region.evaluate((el) => el.scrollBy({ left: el.scrollWidth, behavior: 'instant' }));
    await expect(names.last()).toBeInViewport();
    expect(await shownAt(names.last())).toBe('Outdoor Access Point');
    expect(await shownAt(lastSpec)).toBe('Management');
    expect((await lastSpec.boundingBox())!.x).toBeCloseTo((await region.boundingBox())!.x, -1);
    // The page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
  });
