import type { Page } from '@playwright/test';
import { RECEIVER_ENDPOINT } from '../tests/harness/form-receiver.cjs';
import { fill, plural } from '../lib/text/fill';
import { copyOf, copyPattern, startingWith } from './copy';
import { at, axeViolations, builtEndpoint, expect, receiver, takeTime, test, uniqueEmail } from './helpers';

// No test here checks motion: as a visitor who asks for less of it, so that no cross-fade between
// pages or smooth scroll is drawn frame by frame (in software, on the test machine) for nothing.
test.use({ reducedMotion: 'reduce' });

const forms = copyOf('forms');

const quote = copyOf('quote');
const { indicator: indicatorCopy, add } = copyOf('quote-button');
const product = copyOf('product-pages').detail;

// Real submissions: `npm test` builds out/ with FORM_ENDPOINT pointing at the local receiver.
test.beforeAll(() => {
  expect(builtEndpoint, 'out/ must be built by tests/harness/run-tests.mjs').toBe(RECEIVER_ENDPOINT);
});

const ORU = 'Low-Power O-RAN Radio Unit';
const SWITCH = 'Managed Ethernet Switch';

/** On a product page: type a quantity beside "Request a Quote" and add it. */
async function addFromProductPage(page: Page, slug: string, title: string, quantity: string) {
  await page.goto(at(`/products/${slug}/`));
  const card = page.locator('section[aria-labelledby="quote-heading"]');
  await expect(card.getByRole('link', { name: product.quote })).toHaveAttribute('href', /\/#contact$/);
  await card.getByLabel(add.quantity).fill(quantity);
  await card.getByRole('button', { name: add.add }).click();
  await expect(card.getByRole('status')).toContainText(fill(add.added, { quantity, product: title }));
}

const indicator = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: startingWith(indicatorCopy.label) });
/** The header link's accessible name with `count` products listed (none: no count). */
const listed = (count?: number) =>
  count ? `${indicatorCopy.label} ${count} ${plural(count, indicatorCopy.items)}` : indicatorCopy.label;
/** A quote list row's quantity field (its label also names the product). */
const quantityLabel = new RegExp(copyPattern(quote.quantity));
const item = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

async function fillDetails(page: Page, email: string) {
  await page.getByLabel(quote.fields.name, { exact: true }).fill('Kavya Iyer');
  await page.getByLabel(quote.fields.company).fill('Northwind Telecom');
  await page.getByLabel(quote.fields.email).fill(email);
  await page.getByLabel(quote.fields.phone).fill('+91 98100 12345');
  await page.getByLabel(quote.fields.city).fill('Pune');
  await page.getByLabel(new RegExp(copyPattern(quote.fields.neededBy))).fill('2027-01-15');
}

test('two products added with quantities from their pages reach the receiver as one request, then the list is empty', async ({
  page,
}) => {
  const logs: string[] = [];
  page.on('console', (msg) => logs.push(msg.text()));
  await page.clock.install();
  await addFromProductPage(page, 'low-power-oru', ORU, '40');
  await expect(indicator(page)).toHaveAccessibleName(listed(1));
  await addFromProductPage(page, 'switch', SWITCH, '6');
  await expect(indicator(page)).toHaveAccessibleName(listed(2));

  await indicator(page).click();
  await page.waitForURL(/\/quote\/$/);
  await page.reload();
  await expect(item(page, ORU).getByLabel(quantityLabel)).toHaveValue('40');
  await expect(item(page, SWITCH).getByLabel(quantityLabel)).toHaveValue('6');
  await item(page, SWITCH).getByLabel(quantityLabel).fill('8');
  await item(page, SWITCH)
    .getByLabel(new RegExp(copyPattern(quote.note)))
    .fill('48-port, PoE+');

  expect(await axeViolations(page)).toEqual([]);

  const email = uniqueEmail('kavya');
  await fillDetails(page, email);
  await takeTime(page);

  // A failed send keeps the list and every field.
  await receiver.answer(email, 'error');
  await page.getByRole('button', { name: quote.submit }).click();
  await expect(page.locator('[data-variant="destructive"]')).toContainText(
    fill(forms.notices.notSent.http, { status: 500 }),
  );
  await expect(page.getByLabel(quote.fields.email)).toHaveValue(email);
  await expect(item(page, SWITCH).getByLabel(quantityLabel)).toHaveValue('8');

  await receiver.answer(email, 'ok');
  await page.getByRole('button', { name: quote.submit }).click();
  await expect(page.getByRole('status').filter({ hasText: quote.success.title })).toBeVisible();
  await expect(page.getByText(quote.empty)).toBeVisible();
  await expect(page.getByLabel(quote.fields.email)).toHaveValue('');

  const submissions = await receiver.submissions(email);
  const sent = submissions.at(-1)!;
  expect(sent.fields).toMatchObject({
    form: 'quote',
    name: 'Kavya Iyer',
    company: 'Northwind Telecom',
    email,
    phone: '+91 98100 12345',
    city: 'Pune',
    neededBy: '2027-01-15',
    item_count: '2',
    item_1_product: ORU,
    item_1_quantity: '40',
    item_2_product: SWITCH,
    item_2_quantity: '8',
    item_2_note: '48-port, PoE+',
    // multipart/form-data writes every line break as CRLF.
    items: `40 × ${ORU}\r\n8 × ${SWITCH} (48-port, PoE+)`,
    // Where the lead came from, as on every form (lib/analytics/attribution.ts).
    form_page: '/quote/',
  });
  expect(page.url()).not.toMatch(/Kavya|example\.in|\?/);
  expect(logs.join('\n')).toContain('quote form: sent');
  expect(logs.join('\n')).not.toMatch(/Kavya|Northwind|example\.in|98100/);

  await page.reload();
  await expect(page.getByText(quote.empty)).toBeVisible();
  await expect(indicator(page)).toHaveAccessibleName(listed());
});

test('an empty list and a missing field each get their message, and nothing typed is lost', async ({ page }) => {
  await page.clock.install();
  await page.goto(at('/quote/'));
  await expect(page.getByText(quote.empty)).toBeVisible();
  const email = uniqueEmail('empty');
  await page.getByLabel(quote.fields.name, { exact: true }).fill('Kavya Iyer');
  await page.getByLabel(quote.fields.email).fill(email);
  await takeTime(page);

  await page.getByRole('button', { name: quote.submit }).click();
  await expect(page.locator('[data-variant="destructive"]')).toContainText(
    fill(forms.missingFields, { fields: [quote.fields.company, quote.fields.phone, quote.fields.city].join(', ') }),
  );
  await expect(page.getByLabel(quote.fields.company)).toBeFocused();
  await expect(page.getByLabel(quote.fields.company)).toHaveAccessibleDescription(forms.fieldMessages.missing);
  await expect(page.getByLabel(quote.fields.name, { exact: true })).toHaveValue('Kavya Iyer');

  await fillDetails(page, email);
  await page.getByRole('button', { name: quote.submit }).click();
  await expect(page.locator('[data-variant="destructive"]').filter({ hasText: quote.emptyNotice.title })).toContainText(
    quote.emptyNotice.description,
  );
  for (const [label, value] of [
    [quote.fields.company, 'Northwind Telecom'],
    [quote.fields.email, email],
    [quote.fields.city, 'Pune'],
  ]) {
    await expect(page.getByLabel(label!)).toHaveValue(value!);
  }
  expect(await receiver.submissions(email)).toEqual([]);
});

test('with site storage blocked the list still says so, travels in the link to /quote/, and sends', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  await page.clock.install();
  await addFromProductPage(page, 'low-power-oru', ORU, '40');
  const card = page.locator('section[aria-labelledby="quote-heading"]');
  await expect(card).toContainText(add.blocked);
  await expect(indicator(page)).toHaveAccessibleName(listed(1));
  await card.getByLabel(add.quantity).fill('2');
  await card.getByRole('button', { name: add.add }).click();
  await expect(card.getByRole('status')).toContainText(fill(add.added, { quantity: 2, product: ORU }));
  await expect(indicator(page)).toHaveAccessibleName(listed(1));

  // The link carries products and quantities only, in the fragment (never sent to a server).
  const view = card.getByRole('link', { name: add.view });
  await expect(view).toHaveAttribute('href', /\/quote\/#items=low-power-oru:42$/);
  await view.click();
  await page.waitForURL(/\/quote\//);
  await expect(page.getByText(quote.blocked)).toBeVisible();
  await expect(item(page, ORU).getByLabel(quantityLabel)).toHaveValue('42');
  const email = uniqueEmail('blocked');
  await fillDetails(page, email);
  await takeTime(page);
  await page.getByRole('button', { name: quote.submit }).click();
  await expect(page.getByRole('status').filter({ hasText: quote.success.title })).toBeVisible();
  const [sent] = await receiver.submissions(email);
  expect(sent!.fields).toMatchObject({ form: 'quote', item_count: '1', item_1_product: ORU, item_1_quantity: '42' });
});

test('a quantity that is not a whole number of 1 or more is refused where it is typed', async ({ page }) => {
  await page.goto(at('/products/switch/'));
  const card = page.locator('section[aria-labelledby="quote-heading"]');
  await card.getByLabel(add.quantity).fill('0');
  await card.getByRole('button', { name: add.add }).click();
  await expect(card.getByRole('status')).toHaveText(add.invalid);
  await expect(card.getByLabel(add.quantity)).toBeFocused();
  await expect(indicator(page)).toHaveAccessibleName(listed());
});

test('a quantity changed to a wrong one on /quote/ stops the send, says so and takes focus; corrected, it sends', async ({
  page,
}) => {
  await page.clock.install();
  await addFromProductPage(page, 'low-power-oru', ORU, '3');
  await page.goto(at('/quote/'));
  const quantity = item(page, ORU).getByLabel(quantityLabel);
  await expect(quantity).toHaveValue('3');
  const email = uniqueEmail('quantity');
  await fillDetails(page, email);
  await quantity.fill('0');
  await takeTime(page);
  await page.getByRole('button', { name: quote.submit }).click();
  await expect(page.getByText(quote.quantityNotice.title)).toBeVisible();
  await expect(quantity).toBeFocused();
  expect(await receiver.submissions(email)).toEqual([]);

  await quantity.fill('5');
  await page.getByRole('button', { name: quote.submit }).click();
  await expect(page.getByRole('status').filter({ hasText: quote.success.title })).toBeVisible();
  const [sent] = await receiver.submissions(email);
  expect(sent!.fields).toMatchObject({ item_count: '1', item_1_product: ORU, item_1_quantity: '5' });
});

test('when the product list behind the quote page fails to download, the page says so and recovers', async ({
  page,
}) => {
  const ui = copyOf('ui');
  await addFromProductPage(page, 'switch', SWITCH, '3');
  let failing = true;
  await page.route('**/quote/products.json', (route) => (failing ? route.abort() : route.fallback()));
  await page.goto(at('/quote/'));
  await expect(page.getByRole('main')).not.toContainText(SWITCH);
  const fallback = page.getByRole('dialog', { name: ui.loadFailed.title });
  await expect(fallback).toBeVisible();
  failing = false;
  await fallback.getByRole('button', { name: ui.loadFailed.close }).click();
  await expect(item(page, SWITCH).getByLabel(quantityLabel)).toHaveValue('3');
});
