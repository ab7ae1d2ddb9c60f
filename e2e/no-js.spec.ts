import type { Page } from '@playwright/test';
import { fill } from '../lib/text/fill';
import { applicationDialog, jobApplyButton } from './application';
import { contactFormSpec } from '../lib/forms/form-spec';
import { copyOf, copyPattern, startingWith } from './copy';
import { fillForm } from './fill-form';
import { at, builtEndpoint, expect, receiver, test, uniqueEmail } from './helpers';

// No test here checks motion: as a visitor who asks for less of it, so that no cross-fade between
// pages or smooth scroll is drawn frame by frame (in software, on the test machine) for nothing.
test.use({ reducedMotion: 'reduce' });

const forms = copyOf('forms');
const contact = forms.contactForm;

const navigation = copyOf('navigation');
const product = copyOf('product-pages').detail;
const compare = copyOf('product-pages').compare;
const quote = copyOf('quote');
const quoteButton = copyOf('quote-button');
const notFound = copyOf('not-found');

// One page of every kind: content and navigation work with JavaScript off.
const pages = [
  '/',
  '/services/',
  '/services/quantum-computing/',
  '/services/enterprise-it/',
  '/services/enterprise-it/network-security/',
  '/products/',
  '/products/power-cables/',
  '/products/range/cables-wiring/',
  '/products/compare/ip-cameras/',
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
  // Read only: one page per worker serves them all (the `visitor` of ./helpers).
  test(`without JavaScript ${path} has its content and navigation`, async ({ visitor: page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(at(path));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await page.getByRole('main').innerText()).length).toBeGreaterThan(300);
    const nav = page.getByRole('navigation', { name: navigation.landmarks.main });
    for (const [name, href] of [
      [navigation.pages.products, /\/products\/$/],
      [navigation.pages.services, /\/services\/$/],
      [navigation.pages.caseStudies, /\/case-studies\/$/],
      [navigation.pages.about, /\/about\/$/],
      [navigation.pages.pricing, /\/calculate-talent-pricing\/$/],
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
  await page
    .getByRole('navigation', { name: navigation.landmarks.main })
    .getByRole('link', { name: navigation.pages.products })
    .click();
  await expect(page).toHaveURL(/\/products\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('without JavaScript the mobile menu still opens, and its groups fold open by tap and by keyboard', async ({
    page,
  }) => {
    await page.goto(at('/'));
    await page.getByRole('banner').locator('summary', { hasText: 'Menu' }).tap();
    const panel = page.getByRole('navigation', { name: navigation.landmarks.mobile });
    await expect(panel.getByRole('link', { name: navigation.pages.contact })).toBeVisible();
    await panel.locator('summary', { hasText: navigation.footer.company }).tap();
    await expect(panel.getByRole('link', { name: navigation.pages.caseStudies })).toBeVisible();

    const products = panel.locator('summary', { hasText: navigation.pages.products });
    await products.focus();
    await page.keyboard.press('Enter');
    const computing = panel.locator('summary', { hasText: 'Personal Computing' });
    await computing.focus();
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('link', { name: 'Rugged Enterprise Tablet' })).toBeVisible();

    const power = panel.getByRole('link', { name: 'Power Cables' });
    await expect(power).toBeHidden();
    await panel.locator('summary', { hasText: 'Cables & Wiring' }).tap();
    await power.tap();
    await expect(page).toHaveURL(/\/products\/power-cables\/$/);
  });
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
  // The carousel's buttons need page-start; its strip still swipes and scrolls.
  await page.goto(at('/products/power-cables/'));
  const strip = page.getByRole('region', { name: new RegExp(copyPattern(product.carouselLabel)) }).getByRole('list');
  await expect(strip.getByRole('img')).toHaveCount(3);
  expect(await strip.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await page.goto(at('/careers/devops-engineer/'));
  await jobApplyButton(page).click();
  await expect(applicationDialog(page, 'DevOps Engineer').getByLabel(careers.dialog.fields.name)).toBeVisible();
  await page.goto(at('/calculate-talent-pricing/'));
  await expect(page.getByRole('dialog', { name: lead.title }).getByLabel(lead.fields.company)).toBeVisible();
});

test('without JavaScript Apply Now opens its form as a modal dialog that takes focus, says how to apply instead, offers no send it cannot make, and gives focus back on Escape', async ({
  page,
}) => {
  const careers = copyOf('careers');
  await page.goto(at('/careers/devops-engineer/'));
  const apply = jobApplyButton(page);
  await apply.click();
  const dialog = applicationDialog(page, 'DevOps Engineer');
  await expect(dialog.getByLabel(careers.dialog.fields.email)).toBeVisible();
  expect(await dialog.evaluate((el) => el.matches(':modal') && el.contains(document.activeElement))).toBe(true);
  // A regular expression: Playwright's plain-string text search never looks inside <noscript>.
  await expect(dialog.getByText(startingWith(forms.noScript.dialog))).toBeVisible();
  // Nothing a page without scripts cannot send is offered as sendable.
  await expect(dialog.getByRole('button', { name: careers.dialog.submit })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(apply).toBeFocused();
});

test('without JavaScript forms say so and offer e-mail and phone', async ({ page }) => {
  await page.goto(at('/calculate-talent-pricing/'));
  await expect(page.getByText(startingWith(forms.noScript.pricing))).toBeVisible();
  await page.goto(at('/careers/'));
  await expect(page.getByText(startingWith(forms.noScript.careers))).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(6);
});

/** Fills the home page's contact form; returns the form and where it was. */
async function fillContactForm(page: Page, email: string) {
  await page.goto(at('/'));
  const form = page.locator('#contact form');
  await fillForm(form, contactFormSpec(contact), { name: 'No Script', email, message: 'Sent without JavaScript' });
  return { form, start: page.url() };
}

test('without JavaScript the contact form posts to the form endpoint, never by GET', async ({ page }) => {
  test.skip(!builtEndpoint, 'this build has no form endpoint (the next test)');
  const email = uniqueEmail('nojs');
  const { form } = await fillContactForm(page, email);
  await expect(page.getByText(startingWith(forms.noScript.contact))).toHaveCount(0);
  await form.getByRole('button', { name: contact.submit }).click();
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

test('without JavaScript and no endpoint configured, the contact form says it cannot be sent and offers e-mail and phone @variant', async ({
  page,
}) => {
  test.skip(!!builtEndpoint, 'this build sends to a form endpoint (the previous test); the variant build has none');
  const { form, start } = await fillContactForm(page, uniqueEmail('nojs'));
  const notice = page.getByText(startingWith(forms.noScript.contact));
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: 'hello@quantivo.example' })).toHaveAttribute(
    'href',
    'mailto:hello@quantivo.example',
  );
  await expect(notice.getByRole('link', { name: '+91 11 4567 8900' })).toHaveAttribute('href', /^tel:/);
  await expect(form.getByRole('button', { name: contact.submit })).toBeDisabled();
  await form.getByLabel(contact.fields.name).press('Enter');
  await page.waitForLoadState('load');
  expect(page.url()).toBe(start);
  expect(page.url()).not.toMatch(/No|Script|example\.in|\?/);
});

test('without JavaScript a comparison shows "Differences only" by keyboard and by click', async ({ page }) => {
  await page.goto(at('/products/compare/ip-cameras/'));
  const table = page.getByRole('table');
  const same = table.getByRole('row', { name: /^Operating temperature/ });
  const different = table.getByRole('row', { name: /^Lens/ });
  await expect(same).toBeVisible();
  await page.getByRole('radio', { name: compare.allRows }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: compare.differencesOnly })).toBeChecked();
  await expect(same).toBeHidden();
  await expect(different).toBeVisible();
  await page.getByText(compare.allRows, { exact: true }).click();
  await expect(same).toBeVisible();
  await page.getByText(compare.differencesOnly, { exact: true }).click();
  await expect(same).toBeHidden();
});

test('without JavaScript a stale link gets the general not-found page and the main sections', async ({ page }) => {
  const response = await page.goto(at('/products/flux-capacitor/'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound.general.title);
  await expect(page.locator('h1:visible')).toHaveCount(1);
  await expect(page).toHaveTitle(`${notFound.general.title} | Quantivo Technologies`);
  const sections = page.getByRole('navigation', { name: navigation.landmarks.mainSections });
  await expect(sections.getByRole('link', { name: navigation.pages.products })).toBeVisible();
  await expect(sections.getByRole('link', { name: navigation.pages.contact })).toBeVisible();
});

test('without JavaScript a product still offers "Request a Quote" and its specifications, and /quote/ points to the contact form', async ({
  page,
}) => {
  await page.goto(at('/products/low-power-oru/'));
  const card = page.locator('section[aria-labelledby="quote-heading"]');
  await expect(card.getByRole('link', { name: product.quote })).toHaveAttribute('href', /\/#contact$/);
  await expect(card.getByRole('button', { name: quoteButton.add.add })).toBeHidden();
  await expect(
    page
      .getByRole('table', { name: fill(product.specsCaption, { product: 'Low-Power O-RAN Radio Unit' }) })
      .getByRole('rowheader', { name: 'Frequency band' }),
  ).toBeVisible();
  await page.getByRole('link', { name: fill(product.compareLink, { kind: 'O-RAN radio units' }) }).click();
  await expect(page).toHaveURL(/\/products\/compare\/o-ran-radio-units\/$/);
  await expect(page.getByRole('columnheader', { name: 'Low-Power O-RAN Radio Unit' })).toBeVisible();

  await page.goto(at('/quote/'));
  const notice = page.getByText(startingWith(quote.noScript));
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: quote.noScriptLink })).toHaveAttribute('href', /\/#contact$/);
  await expect(page.getByRole('button', { name: quote.submit })).toBeDisabled();
});
