import { test as plainTest, type Locator, type Page } from '@playwright/test';
import { RECEIVER_ENDPOINT } from '../tests/harness/form-receiver.cjs';
import { applicationDialog, applyButtonFor } from './application';
import { copyOf } from './copy';
import { at, builtEndpoint, expect, openWithClock, receiver, takeTime, test, uniqueEmail } from './helpers';
import { fill } from '../lib/text/fill';
import { companyFacts } from '../lib/content/company-facts';
import { applicationSpec, contactFormSpec, leadSpec } from '../lib/forms/form-spec';
import { site } from '../lib/content/site';
import { fillForm } from './fill-form';

// No test here checks motion: as a visitor who asks for less of it, so that no cross-fade between
// pages or smooth scroll is drawn frame by frame (in software, on the test machine) for nothing.
test.use({ reducedMotion: 'reduce' });

const forms = copyOf('forms');
const contact = forms.contactForm;
const privacy = copyOf('privacy');

const { lead } = copyOf('pricing');
const { dialog: application } = copyOf('careers');

// Real submissions: `npm test` builds out/ with FORM_ENDPOINT pointing at the local receiver.
test.beforeAll(() => {
  expect(builtEndpoint, 'out/ must be built by tests/harness/run-tests.mjs').toBe(RECEIVER_ENDPOINT);
});

// A resume whose bytes would not survive a text round trip: PDF header, then every byte value.
const resumeBytes = Buffer.concat([
  Buffer.from('%PDF-1.7\n'),
  Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
  Buffer.from('\n%%EOF'),
]);

/** Fills the home page's contact form, and returns it and what was filled in it. */
async function fillContact(page: Page, name: string, email: string, message: string) {
  const form = page.locator('#contact form');
  const filled = await fillForm(form, contactFormSpec(contact), { name, email, message });
  return { form, filled };
}

/** Fills the contact form and sends it, and returns it and what was filled once the success notice shows. */
async function sendContact(page: Page, name: string, email: string, message: string) {
  const sent = await fillContact(page, name, email, message);
  await takeTime(page);
  await sent.form.getByRole('button', { name: contact.submit }).click();
  await expect(page.getByRole('status').filter({ hasText: contact.success.title })).toBeVisible();
  return sent;
}

/** Fills an application's name, e-mail and phone (and a sample in any other field), and returns what was filled. */
const fillApplicant = (dialog: Locator, name: string, email: string, phone: string) =>
  fillForm(dialog, applicationSpec(application), { name, email, phone });

const received = async (email: string) => (await receiver.submissions(email)).length;

/** The attribution fields of a visit that began on `landing` with no campaign tags or referrer. */
const direct = (landing: string, formPage = landing) => ({
  utm_source: '',
  utm_medium: '',
  utm_campaign: '',
  utm_term: '',
  utm_content: '',
  landing_page: landing,
  referrer_origin: '',
  form_page: formPage,
});

test.describe('contact form with a form service', () => {
  test('sends name, e-mail and message as multipart to the endpoint, and nothing to the console', async ({ page }) => {
    const logs: string[] = [];
    page.on('console', (msg) => logs.push(msg.text()));
    const email = uniqueEmail('rahul');
    await openWithClock(page, '/');
    const { form, filled } = await sendContact(
      page,
      '  Rahul Verma\u200B ',
      email,
      'We need two SAP FICO consultants in Pune.',
    );
    await expect(form.getByLabel(contact.fields.name)).toHaveValue('');

    const [submission, ...more] = await receiver.submissions(email);
    expect(more).toHaveLength(0);
    expect(submission!.method).toBe('POST');
    expect(submission!.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(submission!.accept).toBe('application/json');
    // Every field as filled, the name as the form cleans it (spaces and invisible characters trimmed).
    expect(submission!.fields).toEqual({ form: 'contact', ...filled, name: 'Rahul Verma', ...direct('/') });
    expect(logs.join('\n')).toContain('contact form: sent');
    expect(logs.join('\n')).not.toMatch(/Rahul|SAP FICO|@example\.in/);
    expect(page.url()).not.toMatch(/Rahul|example\.in|\?/);
  });

  test('a 500 and a dropped connection show the error and keep what was typed', async ({ page }) => {
    const email = uniqueEmail('meera');
    await openWithClock(page, '/');
    const { form } = await fillContact(page, 'Meera Nair', email, 'Please call me back.');
    await takeTime(page);

    await receiver.answer(email, 'error');
    await form.getByRole('button', { name: contact.submit }).click();
    const notice = page.locator('[data-variant="destructive"]');
    await expect(notice).toContainText(forms.notices.notSent.title);
    await expect(notice).toContainText(fill(forms.notices.notSent.http, { status: 500 }));
    await expect(form.getByLabel(contact.fields.name)).toHaveValue('Meera Nair');
    await expect(form.getByLabel(contact.fields.email)).toHaveValue(email);
    await expect(form.getByLabel(contact.fields.message)).toHaveValue('Please call me back.');

    await receiver.answer(email, 'drop');
    await form.getByRole('button', { name: contact.submit }).click();
    await expect(notice).toContainText(forms.notices.notSent.network);
    await expect(form.getByLabel(contact.fields.message)).toHaveValue('Please call me back.');
    // Chromium itself retries a request once when a reused connection closes without an answer.
    const tries = await received(email);
    expect(tries).toBeGreaterThanOrEqual(2);

    // The service recovers: the same message goes through.
    await receiver.answer(email, 'ok');
    await form.getByRole('button', { name: contact.submit }).click();
    await expect(page.getByText(contact.success.title)).toBeVisible();
    expect(await received(email)).toBe(tries + 1);
  });

  test('an endpoint that never answers times out with the error and keeps what was typed', async ({ page }) => {
    const email = uniqueEmail('slow');
    await receiver.answer(email, 'hang');
    await openWithClock(page, '/');
    const { form } = await fillContact(page, 'Arjun Mehta', email, 'Anyone there?');
    await takeTime(page);
    await form.getByRole('button', { name: contact.submit }).click();
    await expect(form.getByRole('button', { name: contact.sending })).toBeDisabled();
    await expect.poll(() => received(email)).toBe(1);
    // The request hangs; the page's clock moves past the 15 s timeout.
    await page.clock.fastForward(15_000);
    await expect(page.locator('[data-variant="destructive"]')).toContainText(forms.notices.notSent.timeout);
    await expect(form.getByRole('button', { name: contact.submit })).toBeEnabled();
    await expect(form.getByLabel(contact.fields.message)).toHaveValue('Anyone there?');
  });

  test('a double click sends once', async ({ page }) => {
    const email = uniqueEmail('twice');
    await openWithClock(page, '/');
    const { form } = await fillContact(page, 'Kavya Iyer', email, 'Hello');
    await takeTime(page);
    await form.getByRole('button', { name: contact.submit }).dblclick();
    await expect(page.getByText(contact.success.title)).toBeVisible();
    // A late duplicate would have arrived by the time the receiver answers this.
    await expect.poll(() => received(email)).toBe(1);
    await page.waitForLoadState('networkidle');
    expect(await received(email)).toBe(1);
  });

  test('a bot that fills the hidden field gets the usual success and nothing is sent', async ({ page }) => {
    const email = uniqueEmail('bot');
    await openWithClock(page, '/');
    const { form } = await fillContact(page, 'Cheap Pills', email, 'Buy now');
    await form
      .locator('input[name="_gotcha"]')
      .evaluate((input: HTMLInputElement) => (input.value = 'https://spam.example'));
    await takeTime(page);
    await form.getByRole('button', { name: contact.submit }).click();
    await expect(form.getByRole('button', { name: contact.sending })).toBeDisabled();
    await expect(page.getByText(contact.success.title)).toBeVisible();
    await expect(form.getByLabel(contact.fields.name)).toHaveValue('');
    await page.waitForLoadState('networkidle');
    expect(await received(email)).toBe(0);
  });

  test('a bot that sends faster than anyone types gets the usual success and nothing is sent', async ({ page }) => {
    const email = uniqueEmail('fast');
    await openWithClock(page, '/');
    // The page's clock stands still (its timers run on): the form is "filled" in no time. Not
    // pauseAt(now + 500 ms), which throws when more than that passes before it reaches the page.
    await page.clock.setFixedTime(await page.evaluate(() => Date.now()));
    const { form } = await fillContact(page, 'Fast Bot', email, 'Instant');
    await form.getByRole('button', { name: contact.submit }).click();
    await expect(page.getByText(contact.success.title)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await received(email)).toBe(0);
  });
});

// Plain Playwright: its goto does not wait for the page script, which starts on the first interaction.
plainTest('text typed into the contact form before its script starts is kept and sent', async ({ page }) => {
  const email = uniqueEmail('early');
  await page.clock.install();
  await page.goto(at('/'));
  // Focusing the first field is the interaction that starts the script; typing goes on meanwhile.
  const { form } = await fillContact(page, 'Early Bird', email, 'Typed while the page was still starting.');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(form.getByLabel(contact.fields.name)).toHaveValue('Early Bird');
  await expect(form.getByLabel(contact.fields.message)).toHaveValue('Typed while the page was still starting.');
  await takeTime(page);
  await form.getByRole('button', { name: contact.submit }).click();
  await expect(page.getByRole('status').filter({ hasText: contact.success.title })).toBeVisible();
  const [submission] = await receiver.submissions(email);
  expect(submission!.fields).toMatchObject({
    name: 'Early Bird',
    email,
    message: 'Typed while the page was still starting.',
  });
});

test('pricing lead: every field arrives, the calculator unlocks', async ({ page }) => {
  const email = uniqueEmail('anita');
  await openWithClock(page, '/calculate-talent-pricing/');
  const dialog = page.getByRole('dialog', { name: lead.title });
  await fillForm(dialog, leadSpec(lead), {
    name: 'Anita Desai',
    company: 'Desai Textiles',
    email,
    phone: '12',
    city: 'Surat',
    requirement: 'Two SAP consultants onsite',
  });
  await takeTime(page);
  await dialog.getByRole('button', { name: lead.submit }).click();
  // A phone number needs 7 to 15 digits: said beside the field, which takes focus.
  const phone = dialog.getByLabel(lead.fields.phone);
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription(/7 to 15 digits/);
  await expect(phone).toBeFocused();
  expect(await received(email)).toBe(0);

  await phone.fill('+91 98100 12345');
  await dialog.getByRole('button', { name: lead.submit }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(lead.success.title)).toBeVisible();
  const [submission] = await receiver.submissions(email);
  expect(submission!.fields).toEqual({
    form: 'lead',
    name: 'Anita Desai',
    company: 'Desai Textiles',
    email,
    phone: '+91 98100 12345',
    city: 'Surat',
    requirement: 'Two SAP consultants onsite',
    ...direct('/calculate-talent-pricing/'),
  });
});

test('where the visit came from travels with the enquiry: campaign tags, landing page, referring origin, form page', async ({
  page,
}) => {
  const email = uniqueEmail('campaign');
  await page.clock.install();
  // A visitor arrives from a search results page on a tagged link that also carries other parameters.
  await page.goto(
    at('/services/?utm_source=newsletter&utm_medium=email&utm_campaign=q4-quantum&ref=abc&email=someone%40example.in'),
    {
      referer: 'https://www.google.com/search?q=quantivo+quantum',
    },
  );
  await page.getByRole('link', { name: 'Home', exact: true }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await page.mouse.move(5, 5);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await sendContact(page, 'Campaign Visitor', email, 'Came from the newsletter.');

  const [submission] = await receiver.submissions(email);
  expect(submission!.fields).toMatchObject({
    utm_source: 'newsletter',
    utm_medium: 'email',
    utm_campaign: 'q4-quantum',
    utm_term: '',
    utm_content: '',
    landing_page: '/services/',
    referrer_origin: 'https://www.google.com',
    form_page: '/',
  });
  // Only the origin of the referrer, and no query parameter but utm_*, ever leaves the page.
  expect(JSON.stringify(submission!.fields)).not.toMatch(/search|quantivo\+quantum|abc|someone/);
});

test('attribution works with session storage blocked, without an error', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    Object.defineProperty(window, 'sessionStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  const email = uniqueEmail('blocked');
  await openWithClock(page, '/?utm_source=partner');
  await sendContact(page, 'Private Mode', email, 'Storage is blocked here.');
  const [submission] = await receiver.submissions(email);
  expect(submission!.fields).toMatchObject({ utm_source: 'partner', landing_page: '/', form_page: '/' });
  expect(errors).toEqual([]);
});

test.describe('job application with a form service', () => {
  test('the resume file itself arrives, byte for byte, with the fields and the role', async ({ page }) => {
    const email = uniqueEmail('vikram');
    await openWithClock(page, '/careers/');
    await applyButtonFor(page, 'Cloud Security Engineer').click();
    const dialog = applicationDialog(page, 'Cloud Security Engineer');
    const filled = await fillApplicant(dialog, 'Vikram Rao', email, '+91 99999 00000');
    await dialog
      .getByLabel(application.fields.resume)
      .setInputFiles({ name: 'vikram-rao.pdf', mimeType: 'application/pdf', buffer: resumeBytes });
    await expect(dialog.getByText(`${application.fileChosen} vikram-rao.pdf`)).toBeVisible();
    await takeTime(page);
    // The consent to process the resume is never ticked in advance, and sending needs it.
    const consent = dialog.getByRole('checkbox', { name: application.consent });
    await expect(consent).not.toBeChecked();
    await dialog.getByRole('button', { name: application.submit }).click();
    await expect(consent).toHaveAccessibleDescription(application.consentMissing);
    await expect(consent).toHaveAttribute('aria-invalid', 'true');
    await expect(consent).toBeFocused();
    await expect(dialog.getByLabel(application.fields.name)).toHaveValue('Vikram Rao');
    await expect(dialog.getByText(`${application.fileChosen} vikram-rao.pdf`)).toBeVisible();
    expect(await received(email)).toBe(0);

    await consent.check();
    await expect(consent).not.toHaveAttribute('aria-invalid');
    await dialog.getByRole('button', { name: application.submit }).click();
    await expect(page.getByText(application.success.title)).toBeVisible();

    const [submission] = await receiver.submissions(email);
    expect(submission!.fields).toEqual({
      form: 'application',
      ...filled,
      job: 'Cloud Security Engineer',
      consent: 'yes',
      ...direct('/careers/'),
    });
    const resume = submission!.files.resume!;
    expect(resume.name).toBe('vikram-rao.pdf');
    expect(Buffer.from(resume.base64, 'base64').equals(resumeBytes)).toBe(true);
  });

  test('a failed send keeps the fields and the chosen file; a reopened draft still sends the file', async ({
    page,
  }) => {
    const email = uniqueEmail('neha');
    await receiver.answer(email, 'error');
    await openWithClock(page, '/careers/');
    await applyButtonFor(page, 'DevOps Engineer').click();
    const dialog = applicationDialog(page, 'DevOps Engineer');
    await fillApplicant(dialog, 'Neha Gupta', email, '98100 55555');
    await dialog.getByLabel(application.fields.resume).setInputFiles({
      name: 'neha.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: Buffer.from('PK\x03\x04docx body'),
    });
    await dialog.getByRole('checkbox', { name: application.consent }).check();
    await takeTime(page);
    await dialog.getByRole('button', { name: application.submit }).click();
    await expect(page.locator('[data-variant="destructive"]')).toContainText(
      fill(forms.notices.notSent.http, { status: 500 }),
    );
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(application.fields.name)).toHaveValue('Neha Gupta');
    expect(
      await dialog.getByLabel(application.fields.resume).evaluate((input: HTMLInputElement) => input.files?.[0]?.name),
    ).toBe('neha.docx');

    await receiver.answer(email, 'drop');
    await dialog.getByRole('button', { name: application.submit }).click();
    await expect(page.locator('[data-variant="destructive"]')).toContainText(forms.notices.notSent.network);
    expect(
      await dialog.getByLabel(application.fields.resume).evaluate((input: HTMLInputElement) => input.files?.[0]?.name),
    ).toBe('neha.docx');

    // Closed and reopened: the draft shows the file and sends it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await applyButtonFor(page, 'DevOps Engineer').click();
    await expect(dialog.getByText(`${application.fileChosen} neha.docx`)).toBeVisible();
    // Consent is given afresh each time the form is opened.
    await dialog.getByRole('checkbox', { name: application.consent }).check();
    await receiver.answer(email, 'ok');
    await dialog.getByRole('button', { name: application.submit }).click();
    await expect(page.getByText(application.success.title)).toBeVisible();
    const submissions = await receiver.submissions(email);
    expect(submissions).toHaveLength(3);
    expect(Buffer.from(submissions[2]!.files.resume!.base64, 'base64').toString('latin1')).toBe('PK\x03\x04docx body');
  });

  test('a file that is not a document inside is refused before sending', async ({ page }) => {
    const email = uniqueEmail('renamed');
    await openWithClock(page, '/careers/');
    await applyButtonFor(page, 'DevOps Engineer').click();
    const dialog = page.getByRole('dialog');
    await fillApplicant(dialog, 'Renamed File', email, '98100 55555');
    const resume = dialog.getByLabel(application.fields.resume);
    await resume.setInputFiles({
      name: 'photo.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    });
    await expect(resume).toHaveAccessibleDescription(fill(forms.resume.wrongContent, { name: 'photo.pdf' }));
    await expect(resume).toHaveAttribute('aria-invalid', 'true');
    await takeTime(page);
    await dialog.getByRole('button', { name: application.submit }).click();
    await expect(page.getByText(application.fileProblemTitle)).toBeVisible();
    await expect(resume).toBeFocused();
    expect(await received(email)).toBe(0);
  });
});

test('every form links to the privacy notice, which says where the details go', async ({ page }) => {
  await page.goto(at('/'));
  await page.locator('#contact form').getByRole('link', { name: forms.privacyNote.link }).click();
  await expect(page).toHaveURL(/\/privacy\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacy.heading);
  await expect(page.getByRole('heading', { name: 'Who processes your data for us' })).toBeVisible();
  for (const { heading } of privacy.sections) await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  // The company's own facts, filled into the copy's placeholders.
  const grievance = privacy.sections.flatMap((s) => s.paragraphs).find((text) => text.includes('{grievanceOfficer}'))!;
  await expect(page.getByRole('main')).toContainText(fill(grievance, companyFacts(site)));
  await expect(page.getByRole('main')).toContainText('hello@quantivo.example');

  const dialogLink = page.getByRole('dialog').getByRole('link', { name: forms.privacyNote.link });
  await page.goto(at('/calculate-talent-pricing/'));
  await expect(dialogLink).toHaveAttribute('href', /\/privacy\/$/);
  await page.goto(at('/careers/'));
  await applyButtonFor(page, 'DevOps Engineer').click();
  await expect(dialogLink).toHaveAttribute('href', /\/privacy\/$/);
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: copyOf('legal').trustLinks.links.privacy }),
  ).toHaveAttribute('href', /\/privacy\/$/);
});
