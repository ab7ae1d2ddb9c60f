import { writeFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { fill } from '../lib/text/fill';
import { MIN_FILL_MS } from '../lib/forms/spam';
import { applicationDialog, applyButtonFor, jobApplyButton } from './application';
import { copyOf, startingWith } from './copy';
import {
  lastControlIn,
  at,
  builtEndpoint,
  expect,
  expectReloadKeepsThePlace,
  openWithClock,
  receiver,
  searchDocs,
  takeTime,
  test,
  uniqueEmail,
} from './helpers';

const forms = copyOf('forms');
const ui = copyOf('ui');

const openings = (page: Page) => page.getByRole('main').getByRole('article');
const careers = copyOf('careers');
const { fields } = careers.dialog;

test('careers: search and filters narrow live, live in the URL, and walk back', async ({ page }) => {
  await page.goto(at('/careers/'));
  await expect(openings(page)).toHaveCount(6);
  await page.getByLabel(careers.filters.searchLabel).fill('ENGINEER');
  await expect(openings(page)).toHaveCount(2);
  await expect(page).toHaveURL(/\?q=ENGINEER$/);
  await page.getByLabel(careers.facts.location).selectOption('New Delhi');
  await expect(openings(page)).toHaveCount(1);
  await expect(openings(page).getByRole('heading')).toHaveText('DevOps Engineer');
  await page.getByLabel(careers.facts.experience).selectOption('10');
  await expect(page.getByText(careers.results.noMatch)).toBeVisible();
  await expect(openings(page)).toHaveCount(0);

  await page.goBack();
  await expect(openings(page)).toHaveCount(1);
  await page.reload();
  await expect(page.getByLabel(careers.facts.location)).toHaveValue('New Delhi');
  await expect(openings(page)).toHaveCount(1);

  await page.getByRole('button', { name: careers.results.clear }).click();
  await expect(openings(page)).toHaveCount(6);
  await page.getByLabel(careers.facts.role, { exact: true }).selectOption('Consulting');
  await expect(openings(page)).toHaveCount(2);
});

test('careers: today’s openings fit on page 1, with no pager; the whole list’s JSON waits for the filters of a longer list', async ({
  page,
  request,
}) => {
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  await page.goto(at('/careers/'));
  await expect(openings(page)).toHaveCount(6);
  await expect(page.getByRole('navigation', { name: ui.pager.label })).toHaveCount(0);
  await page.getByLabel(careers.filters.searchLabel).fill('engineer');
  await expect(openings(page)).toHaveCount(2);
  expect(asked.filter((path) => path.endsWith('/list.json'))).toEqual([]);

  const all = (await (await request.get(at('/careers/list.json'))).json()) as { title: string }[];
  expect(all.map((job) => job.title)).toContain('DevOps Engineer');
  expect(all).toHaveLength(6);
  // Page 1 again under the pages' route (an export needs one page there): kept out of search engines and the sitemap.
  await page.goto(at('/careers/page/1/'));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  expect(await (await request.get(at('/sitemap.xml'))).text()).not.toContain('/page/1/');
});

test('careers: a reload keeps the place scrolled to in the list of openings', async ({ page }) => {
  await expectReloadKeepsThePlace(page, '/careers/');
});

const applyButton = (page: Page) => applyButtonFor(page, 'Cloud Security Engineer');
const applyDialog = (page: Page) => applicationDialog(page, 'Cloud Security Engineer');
const resume = { name: 'vikram-rao.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 resume') };

/** Every field of the application, with a resume and the consent ticked. */
async function fillApplication(dialog: Locator, email: string) {
  await dialog.getByLabel(fields.name).fill('Vikram Rao');
  await dialog.getByLabel(fields.email).fill(email);
  await dialog.getByLabel(fields.phone).fill('+91 99999 00000');
  await dialog.getByLabel(fields.resume).setInputFiles(resume);
  await dialog.getByRole('checkbox', { name: careers.dialog.consent }).check();
}

/** Once the application is sent: thanked for the role, and the next application starts fresh. */
async function expectSubmitted(page: Page) {
  await expect(applyDialog(page)).toBeHidden();
  await expect(page.getByText(careers.dialog.success.title)).toBeVisible();
  await expect(
    page.getByText(fill(careers.dialog.success.description, { job: 'Cloud Security Engineer' })),
  ).toBeVisible();

  await applyButton(page).click();
  await expect(applyDialog(page).getByLabel(fields.name)).toHaveValue('');
}

test('careers: closing the application keeps the draft; wrong files are explained', async ({ page }) => {
  await page.goto(at('/careers/'));
  await applyButton(page).click();
  const dialog = applyDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(fields.name).fill('Vikram Rao');
  await dialog.getByLabel(fields.email).fill('vikram@example.in');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await applyButton(page).click();
  await expect(dialog.getByLabel(fields.name)).toHaveValue('Vikram Rao');
  await dialog.getByLabel(fields.phone).fill('+91 99999 00000');

  await dialog
    .getByLabel(fields.resume)
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('png') });
  await expect(dialog.getByText(fill(forms.resume.wrongType, { name: 'photo.png' }))).toBeVisible();
  // From a file on disk, which the browser reads where it lies: as a buffer, its 5 MB crossed the
  // protocol as base64.
  const huge = test.info().outputPath('huge.pdf');
  await writeFile(huge, Buffer.alloc(5 * 1024 * 1024 + 10));
  await dialog.getByLabel(fields.resume).setInputFiles(huge);
  await expect(dialog.getByText(fill(forms.resume.tooBig, { name: 'huge.pdf', size: '5.0', limit: 5 }))).toBeVisible();
  await dialog.getByRole('button', { name: careers.dialog.submit }).click();
  await expect(page.getByText(careers.dialog.fileProblemTitle)).toBeVisible();

  await dialog.getByLabel(fields.resume).setInputFiles(resume);
  await expect(dialog.getByText(`${careers.dialog.fileChosen} ${resume.name}`)).toBeVisible();
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
  await applyDialog(page).getByRole('button', { name: careers.dialog.submit }).click();
  await expectSubmitted(page);
  expect(await receiver.submissions(email)).toHaveLength(1);
});

test('careers: an application with a resume simulates sending when no endpoint is configured, and the next one starts fresh @variant', async ({
  page,
}) => {
  test.skip(!!builtEndpoint, 'this build sends to a form endpoint (the previous test); the variant build simulates');
  await openWithClock(page, '/careers/');
  await applyButton(page).click();
  const dialog = applyDialog(page);
  await fillApplication(dialog, 'vikram@example.in');
  // The page's time stands still past the fill-time check: the 1.5 s simulated send waits for resume().
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + MIN_FILL_MS);
  await dialog.getByRole('button', { name: careers.dialog.submit }).click();
  await expect(dialog.getByRole('button', { name: careers.dialog.submitting })).toBeDisabled();
  await expect(dialog.getByLabel(fields.name)).toBeDisabled();
  await page.clock.resume();
  await expectSubmitted(page);
});

test('careers: one application dialog takes its job from the button that opens it; contact details carry over to another job, the résumé does not, and the application names the job', async ({
  page,
}) => {
  const email = uniqueEmail('asha');
  await openWithClock(page, '/careers/');
  await expect(page.getByRole('main').locator('dialog')).toHaveCount(1);
  await applyButton(page).click();
  await fillApplication(applyDialog(page), email);
  await page.keyboard.press('Escape');

  await applyButtonFor(page, 'DevOps Engineer').click();
  const devops = applicationDialog(page, 'DevOps Engineer');
  await expect(devops.getByLabel(fields.name)).toHaveValue('Vikram Rao');
  await expect(devops.getByLabel(fields.email)).toHaveValue(email);
  await expect(devops.getByText(careers.dialog.fileHint)).toBeVisible();
  await expect(devops.getByRole('checkbox', { name: careers.dialog.consent })).not.toBeChecked();
  await devops.getByLabel(fields.resume).setInputFiles(resume);
  await devops.getByRole('checkbox', { name: careers.dialog.consent }).check();
  await takeTime(page);
  await devops.getByRole('button', { name: careers.dialog.submit }).click();
  await expect(page.getByText(fill(careers.dialog.success.description, { job: 'DevOps Engineer' }))).toBeVisible();
  if (builtEndpoint) expect((await receiver.submissions(email))[0]!.fields.job).toBe('DevOps Engineer');
});

test('careers: missing fields are named', async ({ page }) => {
  await page.goto(at('/careers/'));
  await applyButtonFor(page, 'DevOps Engineer').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(fields.name).fill('A');
  await dialog.getByRole('button', { name: careers.dialog.submit }).click();
  await expect(
    page.getByText(fill(forms.missingFields, { fields: [fields.email, fields.phone, fields.resume].join(', ') })),
  ).toBeVisible();
});

test('careers: each opening has its own page with details, and applies through the same dialog', async ({ page }) => {
  await page.goto(at('/careers/'));
  await page.getByRole('link', { name: 'DevOps Engineer' }).click();
  await expect(page).toHaveURL(/\/careers\/devops-engineer\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('DevOps Engineer');
  await expect(
    page.getByRole('navigation', { name: ui.breadcrumb.label }).getByRole('link', { name: careers.title }),
  ).toBeVisible();
  for (const heading of [...Object.values(careers.job.sections), careers.job.detailsHeading]) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByText(careers.job.employmentTypes.FULL_TIME)).toBeVisible();
  await expect(page.getByText(careers.facts.validThrough)).toBeVisible();

  await jobApplyButton(page).click();
  const dialog = applicationDialog(page, 'DevOps Engineer');
  await expect(dialog).toBeVisible();
  // What a visitor without JavaScript reads there is not shown to one with it.
  await expect(dialog.getByText(startingWith(forms.noScript.dialog))).toHaveCount(0);
  await dialog.getByLabel(fields.name).fill('Asha Verma');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await jobApplyButton(page).click();
  await expect(dialog.getByLabel(fields.name)).toHaveValue('Asha Verma');
  await page.keyboard.press('Escape');

  // The page ends where its reader finishes it: on another Apply Now, the last control in main, opening the same form.
  const closingApply = page.getByRole('main').getByRole('button', { name: careers.apply, exact: true }).last();
  expect(await lastControlIn(page)).toBe(careers.apply);
  await closingApply.click();
  await expect(dialog.getByLabel(fields.name)).toHaveValue('Asha Verma');
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
    const searchable = searchDocs().map((doc) => doc.title);
    expect(searchable).toContain('DevOps Engineer');
    expect(searchable).not.toContain('Network Security Consultant');

    await page.goto(at(closed));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Network Security Consultant');
    await expect(page.getByRole('status')).toContainText(careers.job.closed.title);
    await expect(page.getByRole('status')).toContainText(careers.job.closed.text);
    await expect(page.getByRole('button', { name: careers.apply })).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const types = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? '{}')['@type']));
    expect(types).not.toContain('JobPosting');
    await page.getByRole('link', { name: careers.job.closed.link }).click();
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
