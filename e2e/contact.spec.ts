import { test as withoutHydrationWait, type Page } from '@playwright/test';
import { MIN_FILL_MS } from '../lib/forms/spam';
import {
  at,
  builtEndpoint,
  expect,
  contactFormWithChunksFailing,
  noticeShown,
  openWithClock,
  receiver,
  takeTime,
  test,
  uniqueEmail,
} from './helpers';
import { contactFormSpec } from '../lib/forms/form-spec';
import { copyOf } from './copy';
import { fillForm } from './fill-form';

const forms = copyOf('forms');
const contact = forms.contactForm;
const spec = contactFormSpec(contact);
const ui = copyOf('ui');

const MARKUP = '<script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2"> 🚀';

test.describe('home contact form', () => {
  test('missing fields show the destructive notice, each field says what is wrong, and keep what was typed', async ({
    page,
  }) => {
    await page.goto(at('/#contact'));
    const form = page.locator('#contact form');
    await form.getByLabel(contact.fields.name).fill('Priya Sharma');
    await form.getByLabel(contact.fields.message).fill('   ');
    await form.getByRole('button', { name: contact.submit }).click();
    const notice = page.locator('[data-variant="destructive"]');
    await expect(notice).toContainText(contact.missing.title);
    await expect(notice).toContainText(contact.missing.description);
    await expect(notice).toHaveAttribute('data-variant', 'destructive');
    await expect(form.getByLabel(contact.fields.name)).toHaveValue('Priya Sharma');
    await expect(form.getByLabel(contact.fields.email)).toBeFocused();
    await expect(form.getByLabel(contact.fields.email)).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel(contact.fields.email)).toHaveAccessibleDescription(forms.fieldMessages.missing);
    await expect(form.getByLabel(contact.fields.message)).toHaveAccessibleDescription(forms.fieldMessages.missing);

    await form.getByLabel(contact.fields.email).fill('priya@');
    await form.getByLabel(contact.fields.message).fill('Hello');
    await form.getByRole('button', { name: contact.submit }).click();
    await expect(form.getByLabel(contact.fields.email)).toHaveAccessibleDescription(forms.fieldMessages.email);
    await expect(page.getByText(forms.notices.invalid.title)).toBeVisible();
  });

  test('a message simulates sending when no endpoint is configured: disabled for 1.5 s, cleared, confirmed @variant', async ({
    page,
  }) => {
    test.skip(!!builtEndpoint, 'this build sends to an endpoint (forms.spec.ts); the variant build simulates');
    const logs: string[] = [];
    page.on('console', (msg) => logs.push(msg.text()));
    await openWithClock(page, '/');
    const form = page.locator('#contact form');
    await fillForm(form, spec, {
      name: 'Rahul Verma',
      email: 'rahul@example.in',
      message: 'We need two SAP FICO consultants in Pune.',
    });
    // The page's time stands still past the fill-time check, so the 1.5 s are the test's to move.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + MIN_FILL_MS);
    const submit = form.getByRole('button', { name: contact.submit });
    await submit.click();
    const busy = form.getByRole('button', { name: contact.sending });
    await expect(busy).toBeDisabled();
    await expect(form.getByLabel(contact.fields.name)).toBeDisabled();
    await busy.click({ force: true }).catch(() => {}); // a second click while sending does nothing
    await page.clock.runFor(1499);
    await expect(busy).toBeDisabled();
    await page.clock.runFor(1);
    // The clock stays still while the notice is read: its few seconds on screen are the page's.
    await expect(await noticeShown(page, contact.success.title)).toContainText(contact.success.description);
    await page.clock.resume();
    await expect(form.getByLabel(contact.fields.name)).toHaveValue('');
    await expect(form.getByLabel(contact.fields.message)).toHaveValue('');
    expect(logs.filter((l) => l.includes('contact form: simulated send'))).toHaveLength(1);
    expect(logs.join('\n')).not.toMatch(/Rahul|rahul@|SAP FICO/);
  });

  test('an over-long value stops at the field’s limit; markup in a message never runs', async ({ page }) => {
    await openWithClock(page, '/');
    const form = page.locator('#contact form');
    // The field's maxlength holds before the app starts and with JavaScript off alike.
    await form.getByLabel(contact.fields.name).fill('N'.repeat(5000));
    await expect(form.getByLabel(contact.fields.name)).toHaveValue('N'.repeat(100));
    await fillForm(form, spec, { name: 'Nandini Rao', email: uniqueEmail('markup'), message: MARKUP });
    await expect(form.getByLabel(contact.fields.message)).toHaveValue(MARKUP);
    await takeTime(page);
    await form.getByRole('button', { name: contact.submit }).click();
    await expect(page.getByText(contact.success.title)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  });

  test('markup in a message is sent to the form endpoint as the text typed', async ({ page }) => {
    test.skip(!builtEndpoint, 'this build has no form endpoint: nothing is sent to check');
    const email = uniqueEmail('markup');
    await openWithClock(page, '/');
    const form = page.locator('#contact form');
    await fillForm(form, spec, { name: 'Nandini Rao', email, message: MARKUP });
    await takeTime(page);
    await form.getByRole('button', { name: contact.submit }).click();
    await expect(page.getByText(contact.success.title)).toBeVisible();
    expect((await receiver.submissions(email))[0]!.fields.message).toBe(MARKUP);
  });

  test('when the notification library cannot download, the notice falls back to inline text, keeps typed text, and uses the notification library once back online', async ({
    page,
  }) => {
    const { form, restore } = await contactFormWithChunksFailing(page);
    await form.getByRole('button', { name: contact.submit }).click();
    const alert = page.getByRole('alert').filter({ hasText: contact.missing.title });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(contact.missing.description);
    await expect(form.getByLabel(contact.fields.name)).toHaveValue('Priya Sharma');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(ui.error.title);

    await restore();
    await form.getByRole('button', { name: contact.submit }).click();
    await expect(page.getByRole('button', { name: ui.notifications.close })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: contact.missing.title })).toHaveCount(1);
  });

  test('the notice closes with its button and F8 moves focus to it', async ({ page }) => {
    await page.goto(at('/'));
    await page.locator('#contact form').getByRole('button', { name: contact.submit }).click();
    const notice = page.locator('[data-variant="destructive"]');
    await expect(notice).toBeVisible();
    await page.keyboard.press('F8');
    await expect(page.getByRole('button', { name: ui.notifications.close })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(notice).toBeHidden();
  });
});

/** Fills the contact form of a home page whose scripts never load; returns the form and where it was. */
async function fillBeforeScriptsRun(page: Page, email: string) {
  await page.route('**/_next/static/**/*.js', (route) => route.abort());
  await page.goto(at('/'));
  const form = page.locator('#contact form');
  await fillForm(form, spec, { name: 'Early Visitor', email, message: 'Typed before the page was ready' });
  return { form, start: page.url() };
}

withoutHydrationWait(
  'before the scripts run, the contact form posts to the form endpoint, multipart, never by GET',
  async ({ page }) => {
    withoutHydrationWait.skip(!builtEndpoint, 'this build has no form endpoint (the next test)');
    const email = uniqueEmail('early');
    const { form } = await fillBeforeScriptsRun(page, email);
    await form.getByLabel(contact.fields.name).press('Enter');
    await page.waitForURL(builtEndpoint);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thanks, your submission was received.');
    const [submission] = await receiver.submissions(email);
    expect(submission!.method).toBe('POST');
    expect(submission!.contentType).toMatch(/^multipart\/form-data/);
    expect(submission!.fields).toMatchObject({
      form: 'contact',
      name: 'Early Visitor',
      email,
      message: 'Typed before the page was ready',
      _gotcha: '',
    });
    expect(page.url()).not.toMatch(/Early|Visitor|example\.in|Typed|\?/);
  },
);

withoutHydrationWait(
  'before the scripts run, the contact form with no endpoint looks ready, holds a send for its script, says so when that fails to download, and sends once it can @variant',
  async ({ page }) => {
    withoutHydrationWait.skip(
      !!builtEndpoint,
      'this build sends to a form endpoint (the previous test); the variant build has none',
    );
    const { form, start } = await fillBeforeScriptsRun(page, uniqueEmail('early'));
    // Only the form's script can send it: Enter waits for it, and nothing leaves the page.
    const submit = form.getByRole('button', { name: contact.submit });
    await expect(submit).toBeEnabled();
    await form.getByLabel(contact.fields.name).press('Enter');
    // The script cannot download: the held send is answered, not left waiting.
    const failed = page.getByRole('dialog', { name: ui.loadFailed.title });
    await expect(failed).toBeVisible();
    expect(page.url()).toBe(start);
    await expect(form.getByLabel(contact.fields.name)).toHaveValue('Early Visitor');

    // The connection is back: the next send downloads the script, which sends what was typed.
    await page.unroute('**/_next/static/**/*.js');
    await failed.getByRole('button', { name: ui.loadFailed.close }).click();
    await submit.click();
    await expect(page.getByRole('status').filter({ hasText: contact.success.title })).toBeVisible();
    await expect(form.getByLabel(contact.fields.name)).toHaveValue('');
    expect(page.url()).not.toMatch(/Early|Visitor|example\.in|Typed|\?/);
  },
);
