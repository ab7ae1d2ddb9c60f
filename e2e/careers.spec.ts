import type { Locator, Page } from '@playwright/test';
import { MIN_FILL_MS } from '../lib/spam';
import {
  at,
  builtEndpoint,
  expect,
  expectReloadKeepsThePlace,
  openWithClock,
  receiver,
  takeTime,
  test,
  uniqueEmail,
} from './helpers';
import { fill } from '../lib/fill';
import { copyOf } from './copy';

const forms = copyOf('forms');
const ui = copyOf('ui');

const openings = (page: Page) => page.getByRole('main').getByRole('article');

test('careers: search and filters narrow live, live in the URL, and walk back', async ({ page }) => {
  await page.goto(at('/careers/'));
  await expect(openings(page)).toHaveCount(6);
  await page.getByLabel('Search by job title').fill('ENGINEER');
  await expect(openings(page)).toHaveCount(2);
  await expect(page).toHaveURL(/\?q=ENGINEER$/);
  await page.getByLabel('Location').selectOption('New Delhi');
  await expect(openings(page)).toHaveCount(1);
  await expect(openings(page).getByRole('heading')).toHaveText('DevOps Engineer');
  await page.getByLabel('Experience').selectOption('10');
  await expect(page.getByText('No matching job openings found. Try adjusting your filters.')).toBeVisible();
  await expect(openings(page)).toHaveCount(0);

  await page.goBack();
  await expect(openings(page)).toHaveCount(1);
  await page.reload();
  await expect(page.getByLabel('Location')).toHaveValue('New Delhi');
  await expect(openings(page)).toHaveCount(1);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(openings(page)).toHaveCount(6);
  await page.getByLabel('Role', { exact: true }).selectOption('Consulting');
  await expect(openings(page)).toHaveCount(2);
});

test('careers: a reload keeps the place scrolled to in the list of openings', async ({ page }) => {
  await expectReloadKeepsThePlace(page, '/careers/');
});

const applyButton = (page: Page) => page.getByRole('button', { name: 'Apply Now: Cloud Security Engineer' });
const applyDialog = (page: Page) => page.getByRole('dialog', { name: 'Apply for Cloud Security Engineer' });
const resume = { name: 'vikram-rao.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 resume') };

/** Every field of the application, with a resume and the consent ticked. */
async function fillApplication(dialog: Locator, email: string) {
  await dialog.getByLabel('Full Name').fill('Vikram Rao');
  await dialog.getByLabel('Email Address').fill(email);
  await dialog.getByLabel('Phone Number').fill('+91 99999 00000');
  await dialog.getByLabel('Resume').setInputFiles(resume);
  await dialog.getByRole('checkbox', { name: /may process the CV/ }).check();
}

/** Once the application is sent: thanked for the role, and the next application starts fresh. */
async function expectSubmitted(page: Page) {
  await expect(applyDialog(page)).toBeHidden();
  await expect(page.getByText('Application Submitted!')).toBeVisible();
  await expect(
    page.getByText('Thank you for applying for the Cloud Security Engineer position. We will review your application.'),
  ).toBeVisible();

  await applyButton(page).click();
  await expect(applyDialog(page).getByLabel('Full Name')).toHaveValue('');
}

test('careers: closing the application keeps the draft; wrong files are explained @smoke', async ({ page }) => {
  await page.goto(at('/careers/'));
  await applyButton(page).click();
  const dialog = applyDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Full Name').fill('Vikram Rao');
  await dialog.getByLabel('Email Address').fill('vikram@example.in');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await applyButton(page).click();
  await expect(dialog.getByLabel('Full Name')).toHaveValue('Vikram Rao');
  await dialog.getByLabel('Phone Number').fill('+91 99999 00000');

  await dialog
    .getByLabel('Resume')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('png') });
  await expect(dialog.getByText(fill(forms.resume.wrongType, { name: 'photo.png' }))).toBeVisible();
  await dialog
    .getByLabel('Resume')
    .setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(5 * 1024 * 1024 + 10) });
  await expect(dialog.getByText(fill(forms.resume.tooBig, { name: 'huge.pdf', size: '5.0', limit: 5 }))).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Please check your resume')).toBeVisible();

  await dialog.getByLabel('Resume').setInputFiles(resume);
  await expect(dialog.getByText('Selected file: vikram-rao.pdf')).toBeVisible();
});

test('careers: an application with a resume is sent to the form endpoint, and the next one starts fresh', async ({
  page,
}) => {
  test.skip(!builtEndpoint, 'this build has no form endpoint: its forms simulate sending (the next test)');
  const email = uniqueEmail('vikram');
  await openWithClock(page, '/careers/');
  await applyButton(page).click();
  await fillApplication(applyDialog(page), email);
  await takeTime(page);
  await applyDialog(page).getByRole('button', { name: 'Submit Application' }).click();
  await expectSubmitted(page);
  expect(await receiver.submissions(email)).toHaveLength(1);
});

test('careers: an application with a resume simulates sending when no endpoint is configured, and the next one starts fresh @smoke', async ({
  page,
}) => {
  test.skip(!!builtEndpoint, 'this build sends to a form endpoint (the previous test); the base-path build simulates');
  await openWithClock(page, '/careers/');
  await applyButton(page).click();
  const dialog = applyDialog(page);
  await fillApplication(dialog, 'vikram@example.in');
  // The page's time stands still past the fill-time check: the 1.5 s simulated send waits for resume().
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + MIN_FILL_MS);
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(dialog.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  await expect(dialog.getByLabel('Full Name')).toBeDisabled();
  await page.clock.resume();
  await expectSubmitted(page);
});

test('careers: missing fields are named', async ({ page }) => {
  await page.goto(at('/careers/'));
  await page.getByRole('button', { name: 'Apply Now: DevOps Engineer' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Full Name').fill('A');
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(
    page.getByText(fill(forms.missingFields, { fields: 'Email Address, Phone Number, Resume' })),
  ).toBeVisible();
});

test('careers: each opening has its own page with details, and applies through the same dialog', async ({ page }) => {
  await page.goto(at('/careers/'));
  await page.getByRole('link', { name: 'DevOps Engineer' }).click();
  await expect(page).toHaveURL(/\/careers\/devops-engineer\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('DevOps Engineer');
  await expect(
    page.getByRole('navigation', { name: ui.breadcrumb.label }).getByRole('link', { name: 'Careers' }),
  ).toBeVisible();
  for (const heading of ['What you will do', 'What you bring', 'What we offer', 'Details']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByText('Full-time')).toBeVisible();
  await expect(page.getByText('Apply by')).toBeVisible();

  await page.getByRole('button', { name: 'Apply Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply for DevOps Engineer' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Full Name').fill('Asha Verma');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await expect(dialog.getByLabel('Full Name')).toHaveValue('Asha Verma');
});

test.describe('a job past its closing date (validThrough before the build day)', () => {
  const closed = '/careers/network-security-consultant/';

  test('leaves the list, the sitemap and search, and its page says it is closed', async ({ page, request }) => {
    await page.goto(at('/careers/'));
    await expect(openings(page)).toHaveCount(6);
    await expect(page.getByRole('main')).not.toContainText('Network Security Consultant');

    const sitemap = await (await request.get(at('/sitemap.xml'))).text();
    expect(sitemap).toContain('/careers/devops-engineer/</loc>');
    expect(sitemap).not.toContain('network-security-consultant');
    const index = await (await request.get(at('/search-index.json'))).text();
    expect(index).toContain('DevOps Engineer');
    expect(index).not.toContain('Network Security Consultant');

    await page.goto(at(closed));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Network Security Consultant');
    await expect(page.getByRole('status')).toContainText('This position is closed');
    await expect(page.getByRole('status')).toContainText('Applications for this role closed on');
    await expect(page.getByRole('button', { name: /Apply Now/ })).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const types = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? '{}')['@type']));
    expect(types).not.toContain('JobPosting');
    await page.getByRole('link', { name: 'See current openings' }).click();
    await expect(page).toHaveURL(/\/careers\/$/);
  });

  test('an open job keeps its JobPosting and may be indexed', async ({ page }) => {
    await page.goto(at('/careers/devops-engineer/'));
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    const types = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? '{}')['@type']));
    expect(types).toContain('JobPosting');
  });
});
