import { expect, test, type Locator, type Page } from '@playwright/test';
import { fill } from '../lib/text/fill';
import { applicationDialog, applyButtonFor, jobApplyButton } from './application';
import { copyOf, copyPattern, startingWith } from './copy';
import { MIN_FILL_MS } from '../lib/forms/spam';
import { APP_SCRIPT, at } from './helpers';

const forms = copyOf('forms');
const ui = copyOf('ui');

const navigation = copyOf('navigation');
const product = copyOf('product-pages').detail;
const { indicator, add } = copyOf('quote-button');
const blog = copyOf('blog-page').list;
const caseStudies = copyOf('case-studies-page').list;
const training = copyOf('training');
const careers = copyOf('careers');
const { fields } = careers.dialog;
const { lead, locked } = copyOf('pricing');

/**
 * What a visitor gets before the page's app has started (lib/page-start.ts holds it back until
 * the first interaction), and how the app takes over. Plain Playwright: its goto does not
 * interact with the page, so each test decides when the app starts.
 */

/** Scripts page-start has started (the noModule polyfill aside). */
const startedScripts = (page: Page) => page.locator('script[src]:not([nomodule])');

/** Lets page-start act on everything it scheduled on arrival: a frame, then a task. */
const settle = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

const hydrated = (page: Page) => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

test.describe('the instant the app starts', () => {
  // The carousel slides by smooth scroll unless motion is reduced: the app takes over a slide
  // that may still be moving, as a visitor's would.
  test.use({ reducedMotion: 'no-preference' });
  // The build with a form endpoint, a warm cache (the app's files come at once) and a mouse: the
  // pointer move starts the app, and the press lands at moments swept across its takeover, from
  // at once to after it (55 to 90 ms here from the move to a live app, its files cached). Each
  // press gets the answer a visitor sees: before the app, page-start's or the browser's; after,
  // React's; never none. A sweep of moments, one visit each, rather than the twelve presses at
  // each of 0 and 50 ms this once made: 14 visits instead of 48.
  const MOMENTS = [0, 15, 30, 50, 70, 100, 140];

  /** A fresh visit of `path` with the app's files cached, the pointer resting where it starts nothing. */
  async function arrive(page: Page, path: string) {
    await page.mouse.move(0, 0);
    await page.goto(at(path), { waitUntil: 'load' });
    await expect(startedScripts(page)).toHaveCount(0);
  }

  /** The pointer move onto `control` starts the app; the press follows `delay` ms later. */
  async function pressAsTheAppStarts(page: Page, control: Locator, delay: number) {
    await control.scrollIntoViewIfNeeded();
    const box = (await control.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2 - 2, box.y + box.height / 2);
    if (delay) await page.waitForTimeout(delay);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  }

  test(`an empty “Send Message” pressed ${MOMENTS.join(', ')} ms after the pointer move that starts the app is answered each time`, async ({
    page,
  }) => {
    test.slow();
    await page.goto(at('/'));
    await page.mouse.move(10, 10);
    await hydrated(page);
    for (const delay of MOMENTS) {
      await test.step(`pressed ${delay} ms after`, async () => {
        await arrive(page, '/');
        await page.evaluate(() => {
          const w = window as Window & { invalid?: number };
          w.invalid = 0;
          document.addEventListener('invalid', () => (w.invalid! += 1), true);
        });
        const form = page.locator('#contact form');
        await pressAsTheAppStarts(page, form.getByRole('button', { name: forms.contactForm.submit }), delay);
        // The browser's own message for the empty required fields, or the form's beside them.
        await expect
          .poll(async () => {
            const browserMessages = await page.evaluate(() => (window as Window & { invalid?: number }).invalid);
            return browserMessages! + (await form.locator('[aria-invalid="true"]').count());
          })
          .toBeGreaterThan(0);
        expect(page.url()).not.toContain('?');
      });
    }
  });

  test(`the carousel’s “Next” pressed ${MOMENTS.join(', ')} ms after the pointer move that starts the app shows the next slide, and the app keeps it, each time`, async ({
    page,
  }) => {
    test.slow();
    const path = '/products/power-cables/';
    await page.goto(at(path));
    await page.mouse.move(10, 10);
    await hydrated(page);
    const carousel = page.getByRole('region', {
      name: new RegExp(copyPattern(product.carouselLabel, { product: 'Power Cables' })),
    });
    for (const delay of MOMENTS) {
      await test.step(`pressed ${delay} ms after`, async () => {
        await arrive(page, path);
        await pressAsTheAppStarts(page, carousel.getByRole('button', { name: ui.carousel.next }), delay);
        await expect(carousel.getByText(fill(ui.carousel.position, { n: 2, of: 3 }))).toBeVisible();
        await hydrated(page);
        await expect(carousel.getByText(fill(ui.carousel.position, { n: 2, of: 3 }))).toBeVisible();
        await expect(carousel.getByRole('listitem').nth(1).getByRole('img')).toBeInViewport({ ratio: 0.9 });
      });
    }
  });
});

test.describe('the app starts when the visitor reaches for the page', () => {
  test('a campaign link waits for an interaction like any other arrival', async ({ page }) => {
    await page.goto(at('/?utm_source=newsletter&utm_medium=email&gclid=abc&fbclid=def'), { waitUntil: 'load' });
    await settle(page);
    await settle(page);
    await expect(startedScripts(page)).toHaveCount(0);
    await page.mouse.move(5, 5);
    await hydrated(page);
  });

  test('a page downloads no app script until the first interaction, then its islands work', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (request) => {
      // Prefetches into the cache while idle (resource type "other") run nothing.
      if (APP_SCRIPT.test(request.url()) && request.resourceType() === 'script') chunks.push(request.url());
    });
    await page.clock.install();
    await page.goto(at('/case-studies/'), { waitUntil: 'load' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Past page-start's idle deadline: it has fetched the app's files into the cache, and run none.
    await page.clock.runFor(5000);
    await expect(page.locator('link[rel="prefetch"]').first()).toBeAttached();
    await expect(startedScripts(page)).toHaveCount(0);
    expect(chunks).toHaveLength(0);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);

    await page.mouse.move(10, 10);
    await hydrated(page);
    expect(chunks.length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'SAP ERP' }).click();
    await expect(page.getByRole('main').getByRole('article')).not.toHaveCount(19);
  });

  for (const query of ['?service=sap-erp', '?service=sap-erp&utm_source=x']) {
    test(`a shared filter link (${query}) starts the app on arrival, and applies its filter`, async ({ page }) => {
      await page.goto(at(`/case-studies/${query}`));
      await hydrated(page);
      await expect(page.getByRole('button', { name: 'SAP ERP' })).toHaveAttribute('aria-pressed', 'true');
    });
  }

  test('after load the app’s files are fetched into the cache while idle, but nothing runs until the visitor interacts', async ({
    page,
  }) => {
    const prefetched = page.waitForRequest((request) => /\/_next\/static\/chunks\/.*\.js$/.test(request.url()));
    await page.goto(at('/about/'), { waitUntil: 'load' });
    await prefetched;
    await expect(page.locator('link[rel="prefetch"]').first()).toBeAttached();
    await expect(startedScripts(page)).toHaveCount(0);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  });
});

test.describe('the header menus before and after the app starts', () => {
  test('“Products” is a plain link until its menu is live, then a menu button', async ({ page }) => {
    await page.goto(at('/'), { waitUntil: 'load' });
    const nav = page.getByRole('navigation', { name: navigation.landmarks.main });
    const early = nav.getByRole('link', { name: navigation.pages.products });
    await expect(early).toBeVisible();
    await expect(early).not.toHaveAttribute('aria-haspopup');
    await expect(early).not.toHaveAttribute('aria-expanded');
    await expect(nav.getByRole('button', { name: navigation.pages.products })).toHaveCount(0);

    await page.mouse.move(5, 5);
    await hydrated(page);
    const live = nav.getByRole('button', { name: navigation.pages.products });
    await expect(live).toHaveAttribute('aria-haspopup', 'menu');
    await expect(live).toHaveAttribute('aria-expanded', 'false');
  });

  test('a pointer already resting on “Products” when the app starts opens its menu without moving again', async ({
    page,
  }) => {
    await page.goto(at('/'), { waitUntil: 'load' });
    // The move onto the link is the page's first interaction: it starts the app.
    await page
      .getByRole('navigation', { name: navigation.landmarks.main })
      .getByRole('link', { name: navigation.pages.products })
      .hover();
    await expect(page.getByRole('menu', { name: navigation.pages.products })).toBeVisible();
  });
});

test.describe('a press before the app could listen is honoured once', () => {
  test('a blog tag pressed before the app started is applied once (not toggled back off)', async ({ page }) => {
    await page.goto(at('/blog/'), { waitUntil: 'load' });
    const tag = page.getByRole('complementary').getByRole('button').first();
    const name = (await tag.textContent())!;
    await tag.click();
    await hydrated(page);
    await expect(page.getByRole('complementary').getByRole('button', { name, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page).toHaveURL(/[?&]tag=/);
  });

  test('a case-study filter pressed before the app started narrows the list', async ({ page }) => {
    await page.goto(at('/case-studies/'), { waitUntil: 'load' });
    await page.getByRole('button', { name: 'SAP ERP' }).click();
    await expect(page.getByRole('button', { name: 'SAP ERP' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('main').getByRole('article')).not.toHaveCount(19);
  });

  test('“Add to quote list” shows before the app starts, and a press with a typed quantity then adds it', async ({
    page,
  }) => {
    await page.goto(at('/products/switch/'), { waitUntil: 'load' });
    await expect(startedScripts(page)).toHaveCount(0);
    const quantity = page.getByLabel(add.quantity);
    await expect(quantity).toBeVisible();
    await quantity.fill('6');
    await page.getByRole('button', { name: add.add }).click();
    await hydrated(page);
    await expect(page.getByText(fill(add.added, { quantity: 6, product: 'Managed Ethernet Switch' }))).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('link', { name: startingWith(indicator.label) }),
    ).toHaveAccessibleName(`${indicator.label} 1 ${indicator.items.one}`);
  });
});

/** The app's files never arrive: whatever answers now answers without the app. */
const withoutApp = (page: Page) => page.route(/\/_next\/static\/chunks\/.*\.js(\?|$)/, (route) => route.abort());

test.describe('islands that answer before the app has started', () => {
  // The carousel slides by smooth scroll unless motion is reduced: the app takes over a slide
  // that may still be moving, as a visitor's would.
  test.use({ reducedMotion: 'no-preference' });
  test('the carousel steps, wraps and names its slide with no app script', async ({ page }) => {
    await withoutApp(page);
    await page.goto(at('/products/power-cables/'), { waitUntil: 'load' });
    const carousel = page.getByRole('region', {
      name: new RegExp(copyPattern(product.carouselLabel, { product: 'Power Cables' })),
    });
    await carousel.getByRole('button', { name: ui.carousel.next }).click();
    await expect(carousel.getByText(fill(ui.carousel.position, { n: 2, of: 3 }))).toBeVisible();
    await expect(carousel.getByRole('listitem').nth(1).getByRole('img')).toBeInViewport({ ratio: 0.9 });
    await carousel.getByRole('button', { name: ui.carousel.previous }).click();
    await carousel.getByRole('button', { name: ui.carousel.previous }).click();
    await expect(carousel.getByText(fill(ui.carousel.position, { n: 3, of: 3 }))).toBeVisible();
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  });

  test('the carousel keeps the slide shown when the app takes over', async ({ page }) => {
    await page.goto(at('/products/power-cables/'), { waitUntil: 'load' });
    const carousel = page.getByRole('region', {
      name: new RegExp(copyPattern(product.carouselLabel, { product: 'Power Cables' })),
    });
    await carousel.getByRole('button', { name: ui.carousel.next }).click();
    await expect(carousel.getByText(fill(ui.carousel.position, { n: 2, of: 3 }))).toBeVisible();
    await hydrated(page);
    await expect(carousel.getByText(fill(ui.carousel.position, { n: 2, of: 3 }))).toBeVisible();
    await expect(carousel.getByRole('listitem').nth(1).getByRole('img')).toBeInViewport({ ratio: 0.9 });
  });

  test('“Request a Trainer” shows its notice with no app script, and Escape closes it', async ({ page }) => {
    await withoutApp(page);
    await page.goto(at('/training/'), { waitUntil: 'load' });
    await page.getByRole('button', { name: training.cta.button }).click();
    const notice = page.getByRole('status').filter({ hasText: training.notice.title });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(training.notice.description);
    await page.keyboard.press('Escape');
    await expect(notice).toBeHidden();
  });

  test('the trainer notice stays open when the app takes over', async ({ page }) => {
    await page.goto(at('/training/'), { waitUntil: 'load' });
    await page.getByRole('button', { name: training.cta.button }).click();
    const notice = page.getByRole('status').filter({ hasText: training.notice.title });
    await expect(notice).toBeVisible();
    await hydrated(page);
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: ui.notifications.close }).click();
    await expect(notice).toBeHidden();
  });
});

test.describe('dialogs that open before the app has started', () => {
  test('a job page’s “Apply Now” opens the real form with no app script; a send is held, answered when the app cannot download, and keeps what was typed', async ({
    page,
  }) => {
    await withoutApp(page);
    await page.goto(at('/careers/devops-engineer/'), { waitUntil: 'load' });
    const start = page.url();
    await jobApplyButton(page).click();
    const dialog = applicationDialog(page, 'DevOps Engineer');
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(fields.name).fill('Asha Verma');
    await dialog.getByRole('button', { name: careers.dialog.submit }).click();
    // Nothing is sent without the app, and the visitor is told it could not download.
    const failed = page.getByRole('dialog', { name: ui.loadFailed.title });
    await expect(failed).toBeVisible();
    await failed.getByRole('button', { name: ui.loadFailed.close }).click();
    await expect(dialog).toBeVisible();
    expect(page.url()).toBe(start);
    await expect(dialog.getByLabel(fields.name)).toHaveValue('Asha Verma');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await jobApplyButton(page).click();
    await expect(dialog.getByLabel(fields.name)).toHaveValue('Asha Verma');
    await dialog.getByRole('button', { name: careers.dialog.close }).click();
    await expect(dialog).toBeHidden();
  });

  test('the application dialog stays open with what was typed when the app takes over, and the app sends it', async ({
    page,
  }) => {
    await page.goto(at('/careers/devops-engineer/'), { waitUntil: 'load' });
    await jobApplyButton(page).click();
    const dialog = applicationDialog(page, 'DevOps Engineer');
    await dialog.getByLabel(fields.name).fill('Asha Verma');
    await dialog.getByLabel(fields.email).fill('asha@example.in');
    await hydrated(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(fields.name)).toHaveValue('Asha Verma');
    await dialog.getByRole('button', { name: careers.dialog.submit }).click();
    // The app read the typed fields: only the others are missing.
    await expect(
      page.getByText(fill(forms.missingFields, { fields: [fields.phone, fields.resume].join(', ') })),
    ).toBeVisible();
  });

  test('the pricing page shows its lead form on arrival with no app script; dismissed, the gate’s button opens it again', async ({
    page,
  }) => {
    await withoutApp(page);
    await page.goto(at('/calculate-talent-pricing/'), { waitUntil: 'load' });
    const dialog = page.getByRole('dialog', { name: lead.title });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(lead.fields.company).fill('Desai Textiles');
    await dialog.getByRole('button', { name: lead.close }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: locked.unlock }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(lead.fields.company)).toHaveValue('Desai Textiles');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  });

  test('a lead sent before the app was live is sent once it is: the calculator unlocks, with what was typed', async ({
    page,
  }) => {
    const release = await holdApp(page);
    await page.clock.install();
    await page.goto(at('/calculate-talent-pricing/'), { waitUntil: 'load' });
    const dialog = page.getByRole('dialog', { name: lead.title });
    await dialog.getByLabel(lead.fields.name, { exact: true }).fill('Anita Desai');
    await dialog.getByLabel(lead.fields.company).fill('Desai Textiles');
    await dialog.getByLabel(lead.fields.email).fill('anita@desaitextiles.in');
    await dialog.getByLabel(lead.fields.phone).fill('+91 98100 12345');
    await dialog.getByLabel(lead.fields.requirement).fill('Two SAP FICO consultants in Pune');
    await page.clock.fastForward(MIN_FILL_MS);
    // Ready from the first paint, though only the app can send it; the press is held for the app.
    await dialog.getByRole('button', { name: lead.submit }).click();
    await expect(dialog).toBeVisible();
    release();
    await expect(page.getByText(lead.success.title)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.locator('[data-locked]')).toHaveAttribute('data-locked', 'false');
    expect(page.url()).not.toMatch(/Anita|Desai|\?/);
  });

  test('the pricing page opens its lead dialog on arrival', async ({ page }) => {
    await page.goto(at('/calculate-talent-pricing/'));
    await expect(page.getByRole('dialog', { name: lead.title })).toBeVisible();
  });

  test('the lead form keeps what was typed when the app takes over, and a returning visitor who unlocked gets the app at once', async ({
    page,
  }) => {
    await page.goto(at('/calculate-talent-pricing/'), { waitUntil: 'load' });
    await settle(page);
    await expect(startedScripts(page)).toHaveCount(0);
    const dialog = page.getByRole('dialog', { name: lead.title });
    await dialog.getByLabel(lead.fields.name, { exact: true }).click();
    await dialog.getByLabel(lead.fields.name, { exact: true }).fill('Anita Desai');
    await hydrated(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(lead.fields.name, { exact: true })).toHaveValue('Anita Desai');
    await dialog.getByRole('button', { name: lead.submit }).click();
    await expect(
      page.getByText(
        fill(forms.missingFields, {
          fields: [lead.fields.company, lead.fields.email, lead.fields.phone, lead.fields.requirement].join(', '),
        }),
      ),
    ).toBeVisible();

    await page.evaluate(() => window.localStorage.setItem('quantivo:pricing-unlocked', '1'));
    await page.reload({ waitUntil: 'load' });
    await hydrated(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('[data-locked]')).toHaveAttribute('data-locked', 'false');
  });
});

/**
 * The app's files wait until the test lets them through, so the hand-over from what the
 * visitor did before the app started is what is tested, not a race with it.
 */
async function holdApp(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/.*\.js(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('the careers list’s application dialog before and after the app starts', () => {
  const resume = { name: 'vikram-rao.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 resume') };
  const chosenFile = (dialog: Locator) =>
    dialog.getByLabel(fields.resume).evaluate((input: HTMLInputElement) => input.files?.[0]?.name ?? '');

  test('a card’s “Apply Now” opens the one form, named for that job, with no app script; the contact details carry over to another job, the résumé does not', async ({
    page,
  }) => {
    await withoutApp(page);
    await page.goto(at('/careers/'), { waitUntil: 'load' });
    await expect(page.getByRole('main').locator('dialog')).toHaveCount(1);
    await applyButtonFor(page, 'Cloud Security Engineer').click();
    const cloud = applicationDialog(page, 'Cloud Security Engineer');
    await expect(cloud).toBeVisible();
    await cloud.getByLabel(fields.name).fill('Vikram Rao');
    await cloud.getByLabel(fields.resume).setInputFiles(resume);
    await expect(cloud.getByRole('button', { name: careers.dialog.submit })).toBeEnabled();
    await page.keyboard.press('Escape');
    await expect(cloud).toBeHidden();

    await applyButtonFor(page, 'Cloud Security Engineer').click();
    expect(await chosenFile(cloud)).toBe(resume.name);
    await cloud.getByRole('button', { name: careers.dialog.close, exact: true }).click();
    await applyButtonFor(page, 'DevOps Engineer').click();
    const devops = applicationDialog(page, 'DevOps Engineer');
    await expect(devops).toBeVisible();
    await expect(devops.getByLabel(fields.name)).toHaveValue('Vikram Rao');
    expect(await chosenFile(devops)).toBe('');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  });

  test('the open dialog, its job and what was typed stay when the app takes over; the app sends it for that job and names each job opened next', async ({
    page,
  }) => {
    const release = await holdApp(page);
    await page.goto(at('/careers/'), { waitUntil: 'load' });
    await applyButtonFor(page, 'DevOps Engineer').click();
    const devops = applicationDialog(page, 'DevOps Engineer');
    await devops.getByLabel(fields.name).fill('Asha Verma');
    await devops.getByLabel(fields.email).fill('asha@example.in');
    const consent = devops.getByRole('checkbox', { name: careers.dialog.consent });
    await consent.check();
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
    release();
    await hydrated(page);
    await expect(devops).toBeVisible();
    await expect(devops.getByLabel(fields.name)).toHaveValue('Asha Verma');
    // The app re-renders the form as the visitor goes on: the early tick stays.
    await devops.getByLabel(fields.name).pressSequentially(' K');
    await expect(consent).toBeChecked();
    await devops.getByRole('button', { name: careers.dialog.submit }).click();
    // The app read the typed fields: only the others are missing.
    await expect(
      page.getByText(fill(forms.missingFields, { fields: [fields.phone, fields.resume].join(', ') })),
    ).toBeVisible();

    await devops.getByRole('button', { name: careers.dialog.cancel }).click();
    await expect(devops).toBeHidden();
    await applyButtonFor(page, 'Cloud Security Engineer').click();
    const cloud = applicationDialog(page, 'Cloud Security Engineer');
    await expect(cloud.getByLabel(fields.email)).toHaveValue('asha@example.in');
    await cloud.getByLabel(fields.resume).setInputFiles(resume);
    await expect(cloud.getByText(`${careers.dialog.fileChosen} ${resume.name}`)).toBeVisible();
    await cloud.getByRole('button', { name: careers.dialog.cancel }).click();
    await applyButtonFor(page, 'DevOps Engineer').click();
    await expect(devops.getByText(careers.dialog.fileHint)).toBeVisible();
    expect(await chosenFile(devops)).toBe('');
  });
});

test.describe('filters that answer before the app has started', () => {
  const shown = (page: Page) => page.getByRole('main').getByRole('article');

  test('the careers search and selects narrow the list and its count with no app script', async ({ page }) => {
    await withoutApp(page);
    await page.goto(at('/careers/'), { waitUntil: 'load' });
    await page.getByLabel(careers.filters.searchLabel).fill('ENGINEER');
    await expect(shown(page)).toHaveCount(2);
    await expect(page.getByRole('status')).toHaveText(
      fill(ui.results, { shown: 2, total: 6, noun: careers.results.noun }),
    );
    await page.getByLabel(careers.facts.location).selectOption('New Delhi');
    await expect(shown(page)).toHaveCount(1);
    await expect(shown(page).getByRole('heading')).toHaveText('DevOps Engineer');
    await page.getByLabel(careers.facts.experience).selectOption('10');
    await expect(shown(page)).toHaveCount(0);
    await expect(page.getByRole('status')).toHaveText(careers.results.noMatch);
    await page.getByLabel(careers.facts.experience).selectOption('');
    await page.getByLabel(careers.filters.searchLabel).fill('');
    await expect(shown(page)).toHaveCount(2);
    await expect(page.getByRole('status')).toHaveText(
      fill(ui.results, { shown: 2, total: 6, noun: careers.results.noun }),
    );
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  });

  test('a case-study chip narrows the list with no app script, and “All” brings everything back', async ({ page }) => {
    await withoutApp(page);
    await page.goto(at('/case-studies/'), { waitUntil: 'load' });
    await expect(shown(page)).toHaveCount(19);
    await page.getByRole('button', { name: 'SAP ERP' }).click();
    await expect(page.getByRole('button', { name: 'SAP ERP' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: caseStudies.all, exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(shown(page)).not.toHaveCount(19);
    const narrowed = await shown(page).count();
    await expect(page.getByRole('status')).toHaveText(
      fill(ui.results, { shown: narrowed, total: 19, noun: caseStudies.noun }),
    );
    // Pressed again, a chip stays chosen.
    await page.getByRole('button', { name: 'SAP ERP' }).click();
    await expect(shown(page)).toHaveCount(narrowed);
    await page.getByRole('button', { name: caseStudies.all, exact: true }).click();
    await expect(shown(page)).toHaveCount(19);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  });

  test('blog search, category and tags narrow the list with no app script; a tag pressed again lets go', async ({
    page,
  }) => {
    await withoutApp(page);
    await page.goto(at('/blog/'), { waitUntil: 'load' });
    await expect(shown(page)).toHaveCount(4);
    const tags = page.getByRole('complementary');
    await tags.getByRole('button', { name: 'Quantum Computing' }).click();
    await expect(tags.getByRole('button', { name: 'Quantum Computing' })).toHaveAttribute('aria-pressed', 'true');
    await expect(shown(page)).toHaveCount(2);
    await page
      .getByRole('group', { name: blog.categoryLabel })
      .getByRole('button', { name: 'ERP', exact: true })
      .click();
    await expect(shown(page)).toHaveCount(0);
    await expect(page.getByRole('status')).toHaveText(blog.noMatch);
    await tags.getByRole('button', { name: 'Quantum Computing' }).click();
    await expect(tags.getByRole('button', { name: 'Quantum Computing' })).toHaveAttribute('aria-pressed', 'false');
    await expect(shown(page)).toHaveCount(1);
    // The search matches the excerpt as well as the title.
    await page
      .getByRole('group', { name: blog.categoryLabel })
      .getByRole('button', { name: blog.all, exact: true })
      .click();
    await page.getByLabel(blog.searchLabel).fill('SCREEN-READER');
    await expect(shown(page)).toHaveCount(1);
    await expect(shown(page).getByRole('heading')).toContainText('Accessible Next.js');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  });
});

test.describe('filters the app takes over', () => {
  const shown = (page: Page) => page.getByRole('main').getByRole('article');

  test('what was typed and chosen before the app started is kept, put in the URL, and the app filters on from there', async ({
    page,
  }) => {
    const release = await holdApp(page);
    await page.goto(at('/careers/'), { waitUntil: 'load' });
    await page.getByLabel(careers.filters.searchLabel).fill('engineer');
    await page.getByLabel(careers.facts.location).selectOption('New Delhi');
    await expect(shown(page)).toHaveCount(1);
    release();
    await hydrated(page);
    await expect(page.getByLabel(careers.filters.searchLabel)).toHaveValue('engineer');
    await expect(page.getByLabel(careers.facts.location)).toHaveValue('New Delhi');
    await expect(page).toHaveURL(/\?q=engineer&location=New\+Delhi$/);
    await expect(shown(page)).toHaveCount(1);
    // The app owns the count line now: it offers to clear.
    await page.getByLabel(careers.filters.searchLabel).press('End');
    await page.getByLabel(careers.filters.searchLabel).pressSequentially('x');
    await expect(page.getByText(careers.results.noMatch)).toBeVisible();
    await page.getByRole('button', { name: careers.results.clear }).click();
    await expect(shown(page)).toHaveCount(6);
    await expect(page.getByLabel(careers.filters.searchLabel)).toHaveValue('');
    await expect(page).toHaveURL(/\/careers\/$/);
  });

  test('a blog tag and category chosen before the app started stay chosen, once, and the app lets go of them', async ({
    page,
  }) => {
    const release = await holdApp(page);
    await page.goto(at('/blog/'), { waitUntil: 'load' });
    const tags = page.getByRole('complementary');
    await tags.getByRole('button', { name: 'Quantum Computing' }).click();
    await page
      .getByRole('group', { name: blog.categoryLabel })
      .getByRole('button', { name: 'Quantum', exact: true })
      .click();
    await expect(shown(page)).toHaveCount(1);
    release();
    await hydrated(page);
    await expect(page).toHaveURL(/\?category=Quantum&tag=Quantum\+Computing$/);
    await expect(tags.getByRole('button', { name: 'Quantum Computing' })).toHaveAttribute('aria-pressed', 'true');
    await expect(shown(page)).toHaveCount(1);
    await tags.getByRole('button', { name: 'Quantum Computing' }).click();
    await expect(tags.getByRole('button', { name: 'Quantum Computing' })).toHaveAttribute('aria-pressed', 'false');
    await expect(page).toHaveURL(/\?category=Quantum$/);
    await expect(shown(page)).toHaveCount(1);
  });
});

test.describe('search before the app has started', () => {
  test('the search button opens the dialog with its input focused, and typing works, with no app script', async ({
    page,
  }) => {
    // The app's files are still on their way (held, never answered): not started, not failed.
    await page.route(/\/_next\/static\/chunks\/.*\.js(\?|$)/, () => {});
    await page.goto(at('/about/'), { waitUntil: 'load' });
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search the site' });
    await expect(dialog).toBeVisible();
    const input = dialog.getByRole('combobox', { name: /^Search services/ });
    await expect(input).toBeFocused();
    await page.keyboard.type('sap');
    await expect(input).toHaveValue('sap');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    await expect(input).toBeFocused();
    await expect(input).toHaveValue('sap');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  });

  test('search opened when the app’s files cannot download says so at once, and the next opening tries them again', async ({
    page,
  }) => {
    await withoutApp(page);
    await page.goto(at('/about/'), { waitUntil: 'load' });
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search the site' });
    await expect(dialog).toBeVisible();
    const failed = page.getByRole('dialog', { name: ui.loadFailed.title });
    await expect(failed).toBeVisible();
    await failed.getByRole('button', { name: ui.loadFailed.close }).click();
    await expect(failed).toBeHidden();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The connection is back: opening search again fetches the app, which answers what is typed.
    await page.unrouteAll();
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    await hydrated(page);
    await expect(failed).toBeHidden();
    await page.keyboard.type('sap');
    await expect(dialog.getByRole('option').first()).toHaveAccessibleName(/^SAP ERP/);
  });

  test('the app adopts the open dialog with the text and caret as they were, and shows results for that text', async ({
    page,
  }) => {
    // The app's files are held back until the visitor has typed.
    let release = () => {};
    const typed = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_next\/static\/chunks\/.*\.js(\?|$)/, async (route) => {
      await typed;
      await route.continue();
    });
    await page.goto(at('/about/'), { waitUntil: 'load' });
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search the site' });
    const input = dialog.getByRole('combobox');
    await expect(input).toBeFocused();
    await page.keyboard.type('erp');
    await page.keyboard.press('Home');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);

    release();
    await hydrated(page);
    await expect(
      dialog.getByRole('group', { name: 'Services' }).getByRole('option', { name: /SAP ERP/ }),
    ).toBeVisible();
    await expect(input).toBeFocused();
    await expect(input).toHaveValue('erp');
    // The caret stayed where the visitor left it: what they type now goes in front.
    await page.keyboard.type('sap ');
    await expect(input).toHaveValue('sap erp');
    await expect(dialog.getByRole('option').first()).toHaveAccessibleName(/^SAP ERP/);
  });
});
