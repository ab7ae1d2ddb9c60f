import type { Page } from '@playwright/test';
import { applicationDialog } from './application';
import { copyOf } from './copy';
import { at, builtEndpoint, expect, receiver, test, uniqueEmail } from './helpers';

// One page of every kind: content and navigation work with JavaScript off.
const pages = [
  '/',
  '/services/',
  '/services/quantum-computing/',
  '/services/enterprise-it/',
  '/services/enterprise-it/network-security/',
  '/products/',
  '/products/power-cables/',
  '/case-studies/',
  '/case-studies/pqc-migration/',
  '/blog/',
  '/blog/moving-erp-to-the-cloud/',
  '/careers/',
  '/calculate-talent-pricing/',
  '/about/',
  '/profile/arjun-malhotra/',
  '/training/',
];

for (const path of pages) {
  test(`without JavaScript ${path} has its content and navigation`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(at(path));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await page.getByRole('main').innerText()).length).toBeGreaterThan(300);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Products', /\/products\/$/],
      ['Services', /\/services\/$/],
      ['Case Studies', /\/case-studies\/$/],
      ['About Us', /\/about\/$/],
      ['Calculate Talent Pricing', /\/calculate-talent-pricing\/$/],
    ] as const) {
      // Without the app the menu triggers are the links they are, and claim no menu role.
      const link = nav.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).not.toHaveAttribute('aria-haspopup');
    }
  });
}

test('without JavaScript the header Products link leads to the catalogue', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(at('/'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).click();
  await expect(page).toHaveURL(/\/products\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('without JavaScript the mobile menu still opens', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(at('/'));
  await page.getByRole('banner').locator('summary', { hasText: 'Menu' }).click();
  const panel = page.getByRole('navigation', { name: 'Mobile' });
  await expect(panel.getByRole('link', { name: 'Case Studies' })).toBeVisible();
  await panel.getByRole('link', { name: 'Power Cables' }).click();
  await expect(page).toHaveURL(/\/products\/power-cables\/$/);
});

test('without JavaScript the trainer notice and the application and lead dialogs still answer, the carousel still scrolls', async ({
  page,
}) => {
  const training = copyOf('training');
  const careers = copyOf('careers');
  const { lead } = copyOf('pricing');
  await page.goto(at('/training/'));
  await page.getByRole('button', { name: training.cta.button }).click();
  await expect(page.getByRole('status').filter({ hasText: training.notice.title })).toBeVisible();
  // The carousel's buttons need the inline loader; its strip still swipes and scrolls.
  await page.goto(at('/products/power-cables/'));
  const strip = page.getByRole('region', { name: /Product images/ }).getByRole('list');
  await expect(strip.getByRole('img')).toHaveCount(3);
  expect(await strip.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await page.goto(at('/careers/devops-engineer/'));
  await page.getByRole('button', { name: careers.apply }).click();
  await expect(applicationDialog(page, 'DevOps Engineer').getByLabel(careers.dialog.fields.name)).toBeVisible();
  await page.goto(at('/calculate-talent-pricing/'));
  await expect(page.getByRole('dialog', { name: lead.title }).getByLabel(lead.fields.company)).toBeVisible();
});

test('without JavaScript forms say so and offer e-mail and phone', async ({ page }) => {
  await page.goto(at('/calculate-talent-pricing/'));
  await expect(page.getByText(/The pricing calculator needs JavaScript/)).toBeVisible();
  await page.goto(at('/careers/'));
  await expect(page.getByText(/Applying online needs JavaScript/)).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(6);
});

/** Fills the home page's contact form; returns the form and where it was. */
async function fillContactForm(page: Page, email: string) {
  await page.goto(at('/'));
  const form = page.locator('#contact form');
  await form.getByLabel('Name').fill('No Script');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Message').fill('Sent without JavaScript');
  return { form, start: page.url() };
}

test('without JavaScript the contact form posts to the form endpoint, never by GET', async ({ page }) => {
  test.skip(!builtEndpoint, 'this build has no form endpoint (the next test)');
  const email = uniqueEmail('nojs');
  const { form } = await fillContactForm(page, email);
  await expect(page.getByText(/Sending this form needs JavaScript/)).toHaveCount(0);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await page.waitForURL(builtEndpoint);
  const [submission] = await receiver.submissions(email);
  expect(submission!.method).toBe('POST');
  expect(submission!.contentType).toMatch(/^multipart\/form-data/);
  expect(submission!.fields).toMatchObject({
    form: 'contact',
    name: 'No Script',
    email,
    message: 'Sent without JavaScript',
  });
  // Without a script the attribution fields still say which page the form was sent from.
  expect(submission!.fields).toMatchObject({ form_page: '/', utm_source: '', landing_page: '' });
  expect(page.url()).not.toMatch(/No|Script|example\.in|\?/);
});

test('without JavaScript and no endpoint configured, the contact form says it cannot be sent and offers e-mail and phone @smoke', async ({
  page,
}) => {
  test.skip(!!builtEndpoint, 'this build sends to a form endpoint (the previous test); the base-path build has none');
  const { form, start } = await fillContactForm(page, uniqueEmail('nojs'));
  const notice = page.getByText(/Sending this form needs JavaScript/);
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: 'hello@quantivo.example' })).toHaveAttribute(
    'href',
    'mailto:hello@quantivo.example',
  );
  await expect(notice.getByRole('link', { name: '+91 11 4567 8900' })).toHaveAttribute('href', /^tel:/);
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeDisabled();
  await form.getByLabel('Name').press('Enter');
  await page.waitForLoadState('load');
  expect(page.url()).toBe(start);
  expect(page.url()).not.toMatch(/No|Script|example\.in|\?/);
});

test('without JavaScript a stale link gets the general not-found page and the main sections', async ({ page }) => {
  const response = await page.goto(at('/products/flux-capacitor/'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.locator('h1:visible')).toHaveCount(1);
  await expect(page).toHaveTitle('Page not found | Quantivo Technologies');
  const sections = page.getByRole('navigation', { name: 'Main sections' });
  await expect(sections.getByRole('link', { name: 'Products' })).toBeVisible();
  await expect(sections.getByRole('link', { name: 'Contact' })).toBeVisible();
});

test('without JavaScript a product still offers "Request a Quote" and its specifications, and /quote/ points to the contact form', async ({
  page,
}) => {
  await page.goto(at('/products/low-power-oru/'));
  const card = page.locator('section[aria-labelledby="quote-heading"]');
  await expect(card.getByRole('link', { name: 'Request a Quote' })).toHaveAttribute('href', /\/#contact$/);
  await expect(card.getByRole('button', { name: 'Add to quote list' })).toBeHidden();
  await expect(
    page
      .getByRole('table', { name: 'Specifications of the Low-Power O-RAN Radio Unit' })
      .getByRole('rowheader', { name: 'Frequency band' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Compare all 5G & Radio Units side by side' }).click();
  await expect(page).toHaveURL(/\/products\/compare\/5g-radio-units\/$/);
  await expect(page.getByRole('columnheader', { name: 'Low-Power O-RAN Radio Unit' })).toBeVisible();

  await page.goto(at('/quote/'));
  const notice = page.getByText(/The quote list needs JavaScript/);
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: 'Contact form' })).toHaveAttribute('href', /\/#contact$/);
  await expect(page.getByRole('button', { name: 'Send quote request' })).toBeDisabled();
});
