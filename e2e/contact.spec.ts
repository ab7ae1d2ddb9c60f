import { at, expect, test } from './helpers';

test.describe('home contact form', () => {
  test('missing fields show the destructive notice and keep what was typed', async ({ page }) => {
    await page.goto(at('/#contact'));
    const form = page.locator('#contact form');
    await form.getByLabel('Name').fill('Priya Sharma');
    await form.getByLabel('Message').fill('   ');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const notice = page.locator('[data-variant="destructive"]');
    await expect(notice).toContainText('Uh oh! Something is missing.');
    await expect(notice).toContainText('Please fill out all fields before submitting.');
    await expect(notice).toHaveAttribute('data-variant', 'destructive');
    await expect(form.getByLabel('Name')).toHaveValue('Priya Sharma');
    await expect(form.getByLabel('Email')).toBeFocused();
  });

  test('a complete message sends, disables the form for 1.5 s, clears it and confirms', async ({ page }) => {
    const logs: string[] = [];
    page.on('console', (msg) => logs.push(msg.text()));
    await page.goto(at('/'));
    const form = page.locator('#contact form');
    await form.getByLabel('Name').fill('Rahul Verma');
    await form.getByLabel('Email').fill('rahul@example.in');
    await form.getByLabel('Message').fill('We need two SAP FICO consultants in Pune.');
    const submit = form.getByRole('button', { name: 'Send Message' });
    await submit.click();
    const busy = form.getByRole('button', { name: 'Sending...' });
    await expect(busy).toBeDisabled();
    await expect(form.getByLabel('Name')).toBeDisabled();
    await busy.click({ force: true }).catch(() => {}); // a second click while sending does nothing
    await expect(page.getByRole('status').filter({ hasText: 'Message Sent!' })).toBeVisible();
    await expect(page.getByText("Thanks for reaching out! We'll get back to you soon.")).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('');
    await expect(form.getByLabel('Message')).toHaveValue('');
    expect(logs.some((l) => l.includes('Contact form submitted'))).toBe(true);
    expect(logs.filter((l) => l.includes('Simulated contact submission'))).toHaveLength(1);
  });

  test('long input and markup are accepted as text and never run', async ({ page }) => {
    const logs: string[] = [];
    page.on('console', (msg) => logs.push(msg.text()));
    await page.goto(at('/'));
    const form = page.locator('#contact form');
    const name = 'N'.repeat(5000);
    const markup = '<script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2"> 🚀';
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Email').fill('test@example.in');
    await form.getByLabel('Message').fill(markup);
    await expect(form.getByLabel('Message')).toHaveValue(markup);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message Sent!')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(logs.some((l) => l.includes('Contact form submitted'))).toBe(true);
  });

  test('the notice closes with its button and F8 moves focus to it', async ({ page }) => {
    await page.goto(at('/'));
    await page.locator('#contact form').getByRole('button', { name: 'Send Message' }).click();
    const notice = page.locator('[data-variant="destructive"]');
    await expect(notice).toBeVisible();
    await page.keyboard.press('F8');
    await expect(page.getByRole('button', { name: 'Close notification' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(notice).toBeHidden();
  });
});
