import { copyOf, copyPattern } from './copy';
import { at, expect, openWithClock, takeTime, test } from './helpers';
import { fill } from '../lib/fill';

const ui = copyOf('ui');

// Tagged @smoke: these also run against the variant build (under a base path, in the CMS test's copy: see scripts/run-tests.mjs).

test('home renders with working internal links and assets @smoke', async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  await page.goto(at('/'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: copyOf('navigation').pages.about })
    .click();
  await expect(page).toHaveURL(/\/about\/$/);
  await expect(page.getByRole('img', { name: /Arjun Malhotra/ })).toBeVisible();
  expect(failed).toEqual([]);
});

test('a product page shows its image and carousel @smoke', async ({ page }) => {
  await page.goto(at('/products/1u-server/'));
  const image = page
    .getByRole('region', { name: new RegExp(copyPattern(copyOf('product-pages').detail.carouselLabel)) })
    .getByRole('img')
    .first();
  await expect(image).toBeVisible();
  expect(await image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  await page.getByRole('button', { name: ui.carousel.next }).click();
  await expect(page.getByText(fill(ui.carousel.position, { n: 2, of: 3 }))).toBeVisible();
});

test('the pricing page unlocks and calculates @smoke', async ({ page }) => {
  const { calculator, lead } = copyOf('pricing');
  await openWithClock(page, '/calculate-talent-pricing/');
  const dialog = page.getByRole('dialog');
  for (const [label, value] of [
    [lead.fields.name, 'Test'],
    [lead.fields.company, 'Co'],
    [lead.fields.email, 'a@b.in'],
    [lead.fields.phone, '+91 98100 12345'],
    [lead.fields.requirement, 'x'],
  ]) {
    await dialog.getByLabel(label!, { exact: true }).fill(value!);
  }
  await takeTime(page);
  await dialog.getByRole('button', { name: lead.submit }).click();
  await expect(dialog).toBeHidden();
  await page.getByLabel(calculator.experience).selectOption('2-5 years');
  await page.getByLabel(calculator.technology).selectOption('Java');
  await page.getByLabel(calculator.duration).selectOption('12+ months');
  await page.getByLabel(calculator.mode).selectOption('remote');
  await expect(page.locator('output')).toContainText('₹90,000');
});
