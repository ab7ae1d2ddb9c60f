import type { Locator, Page } from '@playwright/test';
import { MIN_FILL_MS } from '../lib/forms/spam';
import { SIMULATED_DELAY_MS } from '../lib/forms/submit';
import { copyOf } from './copy';
import {
  at,
  builtEndpoint,
  expect,
  noticeShown,
  openWithClock,
  receiver,
  takeTime,
  test,
  uniqueEmail,
} from './helpers';
import { fill } from '../lib/text/fill';

const forms = copyOf('forms');

const pricing = copyOf('pricing');
const { lead, locked } = pricing;
const leadDialog = (page: Page) => page.getByRole('dialog', { name: lead.title });

/** Every field of the lead form. */
async function fillLead(dialog: Locator, email: string, requirement: string) {
  await dialog.getByLabel(lead.fields.name, { exact: true }).fill('Anita Desai');
  await dialog.getByLabel(lead.fields.company).fill('Desai Textiles');
  await dialog.getByLabel(lead.fields.email).fill(email);
  await dialog.getByLabel(lead.fields.phone).fill('+91 98100 12345');
  await dialog.getByLabel(lead.fields.requirement).fill(requirement);
}

/**
 * Once the lead is sent, with the page's clock standing still: thanked (noticeShown); then, with
 * time running again, the dialog gone, the calculator estimates, and it stays unlocked after a reload.
 */
async function expectUnlockedForGood(page: Page) {
  await expect(await noticeShown(page, lead.success.title)).toContainText(lead.success.description);
  await page.clock.resume();
  await expect(leadDialog(page)).toBeHidden();

  // The spec: "Price estimate is 0 until all four selections are made", with the hint beside it.
  const estimate = page.locator('output');
  const hint = page.getByText(pricing.calculator.pending);
  const expectZero = async (made: number) => {
    await expect(estimate.getByText('₹0', { exact: true }), `${made} of 4 chosen`).toBeVisible();
    await expect(estimate).toContainText(pricing.calculator.perMonth);
    await expect(hint).toBeVisible();
  };
  await expectZero(0);
  await page.getByLabel(pricing.calculator.experience).selectOption('8+ years');
  await expectZero(1);
  await page.getByLabel(pricing.calculator.technology).selectOption('SAP');
  await expectZero(2);
  await page.getByLabel(pricing.calculator.duration).selectOption('3 months');
  await expectZero(3);
  await page.getByLabel(pricing.calculator.mode).selectOption('onsite');
  await expect(estimate.getByText('₹3,96,000', { exact: true })).toBeVisible();
  await expect(hint).toBeHidden();
  await expect(page.getByText(pricing.calculator.note)).toBeVisible();

  await page.reload();
  await expect(page.getByLabel(pricing.calculator.technology)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('[data-locked]')).toHaveAttribute('data-locked', 'false');
}

test('pricing: locked on arrival, dismiss and reopen; a missing field is named and what was typed is kept', async ({
  page,
}) => {
  await page.goto(at('/calculate-talent-pricing/'));
  const dialog = leadDialog(page);
  await expect(dialog).toBeVisible();

  // Behind the dialog the calculator is inert: hidden from assistive tech and not focusable.
  const calculator = page.locator('[data-locked]');
  await expect(calculator).toHaveAttribute('data-locked', 'true');
  expect(await calculator.evaluate((el) => (el as HTMLElement).inert)).toBe(true);

  await dialog.getByRole('button', { name: lead.close }).click();
  await expect(dialog).toBeHidden();
  // Inert: the controls cannot take focus.
  await page
    .getByLabel(pricing.calculator.technology)
    .focus()
    .catch(() => {});
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('SELECT');
  await page.getByRole('button', { name: locked.unlock }).click();
  await expect(dialog).toBeVisible();

  // A missing field names what is missing and keeps what was typed.
  await dialog.getByLabel(lead.fields.name, { exact: true }).fill('Anita Desai');
  await dialog.getByLabel(lead.fields.company).fill('Desai Textiles');
  await dialog.getByRole('button', { name: lead.submit }).click();
  await expect(
    page.getByText(
      fill(forms.missingFields, { fields: [lead.fields.email, lead.fields.phone, lead.fields.requirement].join(', ') }),
    ),
  ).toBeVisible();
  await expect(dialog.getByLabel(lead.fields.name, { exact: true })).toHaveValue('Anita Desai');
});

test('pricing: the lead is sent to the form endpoint, then the calculator estimates and stays unlocked', async ({
  page,
}) => {
  test.skip(!builtEndpoint, 'this build has no form endpoint: its forms simulate sending (the next test)');
  const email = uniqueEmail('anita');
  await openWithClock(page, '/calculate-talent-pricing/');
  await fillLead(leadDialog(page), email, 'Two SAP consultants <b>onsite</b> 🚀');
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + MIN_FILL_MS);
  await leadDialog(page).getByRole('button', { name: lead.submit }).click();
  await expectUnlockedForGood(page);
  expect(await receiver.submissions(email)).toHaveLength(1);
});

test('pricing: the lead simulates sending when no endpoint is configured, then the calculator estimates and stays unlocked @variant', async ({
  page,
}) => {
  test.skip(!!builtEndpoint, 'this build sends to a form endpoint (the previous test); the variant build simulates');
  await openWithClock(page, '/calculate-talent-pricing/');
  const dialog = leadDialog(page);
  await fillLead(dialog, 'anita@desaitextiles.in', 'Two SAP consultants <b>onsite</b> 🚀');
  // The page's time stands still past the fill-time check: the 1.5 s simulated send waits for resume().
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + MIN_FILL_MS);
  await dialog.getByRole('button', { name: lead.submit }).click();
  await expect(dialog.getByRole('button', { name: lead.submitting })).toBeDisabled();
  await page.clock.runFor(SIMULATED_DELAY_MS);
  await expectUnlockedForGood(page);
});

/** The area two boxes share on the screen, in square pixels. */
async function overlap(a: Locator, b: Locator): Promise<number> {
  const [one, two] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  const span = (start1: number, size1: number, start2: number, size2: number) =>
    Math.max(0, Math.min(start1 + size1, start2 + size2) - Math.max(start1, start2));
  return span(one!.x, one!.width, two!.x, two!.width) * span(one!.y, one!.height, two!.y, two!.height);
}

test.describe('once unlocked, the estimate is readable', () => {
  // The page scrolls to the calculator at once, so what is measured is where it settles.
  test.use({ reducedMotion: 'reduce' });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`at ${viewport.width} px: in view, clear of the "Thank You!" notice, with the first choice and its label in hand`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await openWithClock(page, '/calculate-talent-pricing/');
      await fillLead(leadDialog(page), uniqueEmail('anita'), 'Two SAP consultants');
      await takeTime(page);
      await leadDialog(page).getByRole('button', { name: lead.submit }).click();

      const notice = page.getByRole('status').filter({ hasText: lead.success.title });
      await expect(notice).toContainText(lead.success.description);
      const estimate = page.locator('output');
      const card = estimate.locator('..');
      await expect(estimate.getByText('₹0', { exact: true })).toBeVisible();
      await expect(page.getByText(pricing.calculator.pending)).toBeInViewport({ ratio: 1 });
      await expect(estimate).toBeInViewport({ ratio: 1 });
      await expect(page.getByLabel(pricing.calculator.experience)).toBeFocused();
      expect(await overlap(card, notice)).toBe(0);
      // Nor the first choice's label, which the notice covered on a phone.
      expect(await overlap(page.locator('label', { hasText: pricing.calculator.experience }), notice)).toBe(0);
      // Under the sticky header, which keeps its menu in reach, on a phone as on a desktop.
      expect(await overlap(page.locator('body > header'), notice)).toBe(0);

      await page.getByLabel(pricing.calculator.experience).selectOption('2-5 years');
      await page.getByLabel(pricing.calculator.technology).selectOption('Python');
      await page.getByLabel(pricing.calculator.duration).selectOption('12+ months');
      await page.getByLabel(pricing.calculator.mode).selectOption('remote');
      await expect(estimate).toContainText('₹90,000');
      await expect(estimate).toBeInViewport({ ratio: 1 });
    });
  }
});

test('pricing page shows the phone and e-mail', async ({ page }) => {
  await page.goto(at('/calculate-talent-pricing/'));
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('main').getByRole('link', { name: 'hello@quantivo.example' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: '+91 11 4567 8900' })).toBeVisible();
});

test.describe('site storage blocked', () => {
  test('the lead form unlocks the calculator for the page view and closes', async ({ page }) => {
    // As with cookies and site data blocked: touching localStorage throws.
    await page.addInitScript(() => {
      const blocked = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      Object.defineProperty(window, 'localStorage', { get: blocked, set: blocked, configurable: true });
    });
    await page.goto(at('/calculate-talent-pricing/'));
    const dialog = leadDialog(page);
    await fillLead(dialog, 'anita@desaitextiles.in', 'Two SAP consultants');
    await dialog.getByRole('button', { name: lead.submit }).click();
    await expect(page.getByText(lead.success.description)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.locator('[data-locked]')).toHaveAttribute('data-locked', 'false');
    await page.getByLabel(pricing.calculator.experience).selectOption('8+ years');
    await page.getByLabel(pricing.calculator.technology).selectOption('SAP');
    await page.getByLabel(pricing.calculator.duration).selectOption('3 months');
    await page.getByLabel(pricing.calculator.mode).selectOption('onsite');
    await expect(page.locator('output')).toContainText('₹3,96,000');
  });
});
