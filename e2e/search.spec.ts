import { test as plainTest } from '@playwright/test';
import { basePath } from '../lib/build/base-path.cjs';
import { copyOf } from './copy';
import { at, axeViolations, contactFormWithChunksFailing, expect, test } from './helpers';

const contact = copyOf('forms').contactForm;
const ui = copyOf('ui');
const search = copyOf('search');

test('search loads nothing until opened, then finds pages grouped by kind', async ({ page }) => {
  // What the page fetches from the site: search's files are all it fetches.
  const fetched: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (['fetch', 'xhr'].includes(r.resourceType()) && url.origin === new URL(page.url()).origin)
      fetched.push(url.pathname.slice(basePath.length));
  });
  await page.goto(at('/'));
  expect(fetched).toEqual([]);

  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search the site' });
  await expect(dialog).toBeVisible();
  const input = dialog.getByRole('combobox');
  await input.fill('sap');
  await expect(dialog.getByRole('group', { name: 'Services' }).getByRole('option', { name: /SAP ERP/ })).toBeVisible();
  await expect(dialog.getByRole('group', { name: 'Jobs' })).toBeVisible();
  // One file, the shard of "sa", which shows its results: the page carries the index's manifest.
  expect(fetched).toEqual([expect.stringMatching(/^\/search\/\w+\/t\/sa\.json$/)]);

  await input.fill('ev charger');
  await expect(
    dialog.getByRole('group', { name: 'Products' }).getByRole('option', { name: /EV Charger/ }),
  ).toBeVisible();
  await page.keyboard.press('Enter'); // the best match is active
  await expect(page).toHaveURL(/\/products\/ev-charger\/$/);
  await expect(dialog).toBeHidden();
});

test('keyboard shortcuts open search; no results suggests the main sections', async ({ page }) => {
  await page.goto(at('/about/'));
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search the site' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.keyboard.press('/');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox').fill('zzqx');
  await expect(dialog.getByText('No results for “zzqx”.')).toBeVisible();
  await dialog.getByRole('link', { name: copyOf('navigation').pages.caseStudies }).click();
  await expect(page).toHaveURL(/\/case-studies\/$/);
});

plainTest(
  'a shortcut pressed first thing, before the app starts, opens search, and what is typed is searched',
  async ({ page }) => {
    await page.goto(at('/about/'));
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search the site' });
    await expect(dialog).toBeVisible();
    await page.keyboard.type('sap');
    await expect(
      dialog.getByRole('group', { name: 'Services' }).getByRole('option', { name: /SAP ERP/ }),
    ).toBeVisible();
  },
);

test("typing '/' in a form field does not open search", async ({ page }) => {
  await page.goto(at('/careers/'));
  await page.getByLabel(copyOf('careers').filters.searchLabel).fill('a/b');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('when its chunk cannot download, search offers a reload and the contact details, keeps typed text, and works once back online', async ({
  page,
}) => {
  const { form, restore } = await contactFormWithChunksFailing(page);
  await form.getByLabel(contact.fields.message).fill('Two cloud engineers, please.');

  await page.getByRole('button', { name: 'Search' }).click();
  const fallback = page.getByRole('dialog', { name: ui.loadFailed.title });
  await expect(fallback).toBeVisible();
  await expect(fallback.getByRole('button', { name: ui.loadFailed.reload })).toBeVisible();
  await expect(fallback.getByRole('link', { name: 'hello@quantivo.example' })).toBeVisible();
  await expect(fallback.getByRole('link', { name: '+91 11 4567 8900' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(fallback).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(ui.error.title);
  await expect(form.getByLabel(contact.fields.name)).toHaveValue('Priya Sharma');
  await expect(form.getByLabel(contact.fields.message)).toHaveValue('Two cloud engineers, please.');

  await restore();
  await page.getByRole('button', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search the site' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox').fill('SAP');
  await expect(dialog.getByRole('option').first()).toBeVisible();
});

test('the arrow keys move through the results and wrap; Enter opens the chosen one', async ({ page }) => {
  await page.goto(at('/about/'));
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search the site' });
  const input = dialog.getByRole('combobox');
  await expect(input).toBeFocused();
  await input.fill('erp');
  const options = dialog.getByRole('option');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await expect(input).toHaveAttribute('aria-expanded', 'true');

  await page.keyboard.press('ArrowUp');
  await expect(options.last()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(options.first()).toHaveAttribute('aria-selected', 'false');
  await expect(options.nth(1)).toHaveAccessibleName(/^SAP ERP/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/services\/sap-erp\/$/);
});

test('the open dialog is accessible, with results and without', async ({ page }) => {
  await page.goto(at('/about/'));
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search the site' });
  const axe = () => axeViolations(page, { include: '#site-search' });
  await dialog.getByRole('combobox').fill('quantum');
  await expect(dialog.getByRole('option').first()).toBeVisible();
  expect(await axe()).toEqual([]);
  await dialog.getByRole('combobox').fill('zzqx');
  await expect(dialog.getByText('No results for “zzqx”.')).toBeVisible();
  expect(await axe()).toEqual([]);
});

test('when the index cannot download, search says so, and tries again as the visitor types', async ({ page }) => {
  await page.route(`**${basePath}/search/**`, (route) => route.abort());
  await page.goto(at('/about/'));
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: search.title });
  await dialog.getByRole('combobox').fill('cloud');
  await expect(dialog.getByRole('status')).toHaveText(search.failed);

  await page.unroute(`**${basePath}/search/**`);
  await dialog.getByRole('combobox').fill('cloud migration');
  await expect(dialog.getByRole('option').first()).toBeVisible();
  await expect(dialog.getByText(search.failed)).toHaveCount(0);
});
