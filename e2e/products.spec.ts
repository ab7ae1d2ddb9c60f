import { products } from '../lib/content';
import { fill } from '../lib/text/fill';
import { paths } from '../lib/paths';
import { specValue } from '../lib/products/specs';
import { copyOf, copyPattern } from './copy';
import { attr, elementsOf, exportedPage, textContent } from './exported-html';
import { at, expect, test } from './helpers';

const ui = copyOf('ui');
const closing = copyOf('closing');

const product = copyOf('product-pages').detail;
const index = copyOf('product-pages').index;
const navigation = copyOf('navigation');

test('a multi-image product: next, previous, dots, wrap and keyboard change the visible image', async ({ page }) => {
  await page.goto(at('/products/power-cables/'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Power Cables');
  const carousel = page.getByRole('region', {
    name: new RegExp(copyPattern(product.carouselLabel, { product: 'Power Cables' })),
  });
  const slides = carousel.getByRole('listitem');
  const shown = (n: number) => expect(slides.nth(n - 1).getByRole('img')).toBeInViewport({ ratio: 0.9 });
  await expect(carousel.getByText(fill(ui.carousel.position, { n: 1, of: 3 }))).toBeVisible();
  await shown(1);

  await carousel.getByRole('button', { name: ui.carousel.next }).click();
  await expect(carousel.getByText(fill(ui.carousel.position, { n: 2, of: 3 }))).toBeVisible();
  await shown(2);
  await expect(carousel.getByRole('button', { name: fill(ui.carousel.show, { n: 2 }) })).toHaveAttribute(
    'aria-current',
    'true',
  );

  await carousel.getByRole('button', { name: ui.carousel.previous }).click();
  await expect(carousel.getByText(fill(ui.carousel.position, { n: 1, of: 3 }))).toBeVisible();
  await carousel.getByRole('button', { name: ui.carousel.previous }).click();
  await expect(carousel.getByText(fill(ui.carousel.position, { n: 3, of: 3 }))).toBeVisible();
  await shown(3);

  await carousel.getByRole('list').focus();
  await page.keyboard.press('ArrowRight');
  await expect(carousel.getByText(fill(ui.carousel.position, { n: 1, of: 3 }))).toBeVisible();
  await shown(1);
  await page.keyboard.press('ArrowLeft');
  await expect(carousel.getByText(fill(ui.carousel.position, { n: 3, of: 3 }))).toBeVisible();
  await carousel.getByRole('button', { name: fill(ui.carousel.show, { n: 2 }) }).click();
  await expect(carousel.getByText(fill(ui.carousel.position, { n: 2, of: 3 }))).toBeVisible();
  await shown(2);
});

test('a single-image product has no carousel controls', async ({ page }) => {
  await page.goto(at('/products/control-cables/'));
  const carousel = page.getByRole('region', { name: new RegExp(copyPattern(product.carouselLabel)) });
  await expect(carousel.getByRole('img')).toHaveCount(1);
  await expect(carousel.getByRole('button')).toHaveCount(0);
});

test('product page: details, quote link, breadcrumb and more from the group', async ({ page }) => {
  await page.goto(at('/products/1u-server/'));
  for (const h of [product.overviewHeading, product.usesHeading, product.certificationsHeading])
    await expect(page.getByRole('heading', { level: 2, name: h })).toBeVisible();
  await expect(page.getByRole('link', { name: product.quote }).first()).toHaveAttribute('href', /\/#contact$/);
  await expect(
    page.getByRole('navigation', { name: ui.breadcrumb.label }).getByRole('link', { name: 'Networking & Servers' }),
  ).toBeVisible();
  const more = page.locator('section', {
    has: page.getByRole('heading', { name: fill(product.moreHeading, { group: 'Networking & Servers' }) }),
  });
  await expect(more.getByRole('listitem')).toHaveCount(3);
});

// Read from the exported HTML: the headers that name a cell are markup, there before any script runs.
test('a specification value is read with its group and its row: each value cell names those headers', () => {
  const grouped = products.filter((p) => p.specs.some((row) => row.group));
  expect(grouped.length).toBeGreaterThan(0);
  for (const entry of grouped) {
    const caption = fill(product.specsCaption, { product: entry.title });
    const table = elementsOf(exportedPage(paths.product(entry.slug))).find(
      (element) =>
        element.tagName === 'table' &&
        elementsOf(element).some((child) => child.tagName === 'caption' && textContent(child).trim() === caption),
    );
    expect(table, `${entry.slug}: a table named "${caption}"`).toBeDefined();
    const cells = elementsOf(table!);
    const header = (id: string) => cells.find((cell) => cell.tagName === 'th' && attr(cell, 'id') === id);
    const read = cells
      .filter((cell) => cell.tagName === 'td')
      .map((td) => [
        textContent(td),
        ...(attr(td, 'headers') ?? '')
          .split(/\s+/)
          .map((id) => (header(id) ? textContent(header(id)!) : `no header #${id}`)),
      ]);
    expect(read, entry.slug).toEqual(
      entry.specs.map((row) => [specValue(row), product.specValue, ...(row.group ? [row.group] : []), row.name]),
    );
  }
});

test('the products index lists all seven groups and 29 products', async ({ page }) => {
  await page.goto(at('/products/'));
  // Seven groups, then the closing band that asks for a quote.
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(8);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).last()).toHaveText(closing.products.title);
  await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveCount(29);
  await page.getByRole('link', { name: 'EV Charger' }).click();
  await expect(page).toHaveURL(/\/products\/ev-charger\/$/);
});

test('a product group has its own page: its products as cards, its comparison, no pager while they fit', async ({
  page,
}) => {
  await page.goto(at('/products/'));
  await page.getByRole('link', { name: fill(index.groupLink, { group: 'Cables & Wiring' }) }).click();
  await expect(page).toHaveURL(/\/products\/range\/cables-wiring\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cables & Wiring');
  await expect(page).toHaveTitle(/^Cables & Wiring \| /);
  // Its products' cards, then the closing band that asks for a quote.
  const cards = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(cards).toHaveText([
    'Power Cables',
    'Control Cables',
    'Instrumentation Cables',
    'Thermocouple Cables',
    'Compensating Cables',
    closing.products.title,
  ]);
  await expect(page.getByRole('navigation', { name: ui.pager.label })).toHaveCount(0);
  await expect(
    page.getByRole('navigation', { name: ui.breadcrumb.label }).getByRole('link', { name: index.title }),
  ).toHaveAttribute('href', /\/products\/$/);

  await page
    .getByRole('link', { name: fill(index.compareLink, { kind: 'power, control and instrumentation cables' }) })
    .click();
  await expect(page).toHaveURL(/\/products\/compare\/power-control-and-instrumentation-cables\/$/);
  await expect(page.getByRole('columnheader')).toHaveCount(4);
  await expect(page.getByRole('navigation', { name: ui.pager.label })).toHaveCount(0);
  await page
    .getByRole('navigation', { name: ui.breadcrumb.label })
    .getByRole('link', { name: 'Cables & Wiring' })
    .click();
  await expect(page).toHaveURL(/\/products\/range\/cables-wiring\/$/);
});

test('the five cable routes exist and are linked from the menu', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(at('/'));
  await page
    .getByRole('navigation', { name: navigation.landmarks.main })
    .getByRole('button', { name: navigation.pages.products })
    .click();
  await page.getByRole('menuitem', { name: 'Cables & Wiring', exact: true }).click();
  const submenu = page.getByRole('menu', { name: 'Cables & Wiring' });
  for (const slug of [
    'power-cables',
    'control-cables',
    'instrumentation-cables',
    'thermocouple-cables',
    'compensating-cables',
  ]) {
    const href = await submenu.locator(`a[href$="/products/${slug}/"]`).getAttribute('href');
    const response = await page.request.get(href!);
    expect(response.status()).toBe(200);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('a comparison page scrolls its table sideways, never the page; the names column stays', async ({ page }) => {
    await page.goto(at('/products/compare/o-ran-radio-units/'));
    const table = page.getByRole('table');
    await expect(table).toBeVisible();
    const widths = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ]);
    expect(widths[0]).toBe(widths[1]);
    const scroller = page.getByRole('region', {
      name: fill(copyOf('product-pages').compare.caption, { kind: 'O-RAN radio units' }),
    });
    const nameCell = table.getByRole('rowheader', { name: 'Frequency band' });
    const before = await nameCell.boundingBox();
    await scroller.evaluate((el) => el.scrollBy({ left: 400, behavior: 'instant' }));
    expect((await nameCell.boundingBox())!.x).toBe(before!.x);
  });
});
