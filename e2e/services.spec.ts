import { copyOf, copyPattern, startingWith } from './copy';
import { at, expect, expectBackNear, expectReloadKeepsThePlace, scrollDownTheList, test } from './helpers';
import { fill } from '../lib/text/fill';

const ui = copyOf('ui');

const { index, service, enterprise } = copyOf('service-pages');
const caseStudies = copyOf('case-studies-page');

test('a service page shows its sections in order with working links', async ({ page }) => {
  await page.goto(at('/services/quantum-computing/'));
  await expect(page).toHaveTitle(`Quantum Computing | ${index.title} | Quantivo Technologies`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quantum Computing');
  const headings = await page.locator('main h2').allTextContents();
  // The call to action comes after the proof: the testimonials and the studies.
  const order = [service.featuresHeading, service.testimonialsHeading, caseStudies.sectionHeading, service.cta.title];
  const positions = order.map((h) => headings.indexOf(h));
  expect(positions.every((p) => p >= 0)).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);

  // The process section's steps (the header's fact panel names the same four on large screens).
  await expect(
    page
      .getByRole('list')
      .filter({ has: page.getByText('Explore & Educate') })
      .last()
      .getByRole('listitem'),
  ).toHaveCount(4);
  const features = page.locator('section', { has: page.getByRole('heading', { name: service.featuresHeading }) });
  await expect(features.getByRole('listitem')).toHaveCount(6);
  const testimonials = page.locator('section', {
    has: page.getByRole('heading', { name: service.testimonialsHeading }),
  });
  await expect(testimonials.getByRole('img', { name: fill(ui.rating, { stars: 5, of: 5 }) })).toHaveCount(3);
  // Its own studies only (e2e/case-studies.spec.ts), each with its link.
  const studies = page.locator('section', { has: page.getByRole('heading', { name: caseStudies.sectionHeading }) });
  const cards = await studies.getByRole('article').count();
  expect(cards).toBeGreaterThanOrEqual(2);
  await expect(studies.getByRole('link', { name: startingWith(caseStudies.cardLink) })).toHaveCount(cards);

  await expect(page.getByRole('link', { name: service.heroAction })).toHaveAttribute('href', /\/#contact$/);
  await expect(page.getByRole('link', { name: service.cta.label })).toHaveAttribute('href', /\/#contact$/);
  await studies
    .getByRole('link', { name: startingWith(caseStudies.cardLink) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/case-studies\/[a-z0-9-]+\/$/);
});

test('a service page at 1280 px: the features and the testimonials, on the same white, share one gap', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(at('/services/quantum-computing/'));
  const section = (name: string) => page.locator('section', { has: page.getByRole('heading', { level: 2, name }) });
  const lastFeature = section(service.featuresHeading).getByRole('listitem').last();
  const quotesHeading = section(service.testimonialsHeading).getByRole('heading', { level: 2 });
  const [above, below] = await Promise.all([lastFeature.boundingBox(), quotesHeading.boundingBox()]);
  // One section's spacing (6rem) between them, not two (about 190 px of white).
  expect(below!.y - (above!.y + above!.height)).toBeLessThanOrEqual(120);
});

test('the enterprise IT hub lists four groups linking to their services', async ({ page }) => {
  await page.goto(at('/services/enterprise-it/'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copyOf('enterpriseHub').title);
  for (const group of [
    'IT Infrastructure',
    'Networking Solutions',
    'IT Powered Physical Security',
    'Software and Licensing',
  ]) {
    await expect(page.getByRole('heading', { level: 3, name: group })).toBeVisible();
  }
  await page.getByRole('main').getByRole('link', { name: 'Network Security' }).click();
  await expect(page).toHaveURL(/\/services\/enterprise-it\/network-security\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Network Security');
});

test('an enterprise IT page has its sections and up to three related studies', async ({ page }) => {
  await page.goto(at('/services/enterprise-it/compute-storage/'));
  await expect(page).toHaveTitle(`Compute & Storage | ${index.title} | Quantivo Technologies`);
  await expect(page.getByRole('link', { name: enterprise.heroAction })).toHaveAttribute('href', /\/#contact$/);
  const section = (name: string) => page.locator('section', { has: page.getByRole('heading', { level: 2, name }) });
  await expect(section(enterprise.challengesHeading).getByRole('listitem')).toHaveCount(5);
  await expect(section(enterprise.benefitsHeading).getByRole('listitem')).toHaveCount(4);
  await expect(section(enterprise.featuresHeading).getByRole('listitem')).toHaveCount(6);
  const related = section(caseStudies.sectionHeading);
  const cards = related.getByRole('article');
  expect(await cards.count()).toBeGreaterThan(0);
  expect(await cards.count()).toBeLessThanOrEqual(3);
  await expect(related.getByRole('link', { name: startingWith(caseStudies.relatedLink) }).first()).toBeVisible();
});

test('an enterprise IT page without related studies has no such section', async ({ page }) => {
  await page.goto(at('/services/enterprise-it/network-access/'));
  await expect(page.getByRole('heading', { name: caseStudies.sectionHeading })).toHaveCount(0);
});

test.describe('case-study list', () => {
  test('filters by service live, keeps the filter in the URL, and walks back', async ({ page }) => {
    await page.goto(at('/case-studies/'));
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(19);
    await expect(page.getByRole('status')).toHaveText(
      fill(ui.results, { shown: 19, total: 19, noun: caseStudies.list.noun }),
    );
    await expect(page.getByRole('button', { name: caseStudies.list.all, pressed: true })).toBeVisible();

    await page.getByRole('button', { name: 'SAP ERP' }).click();
    await expect(page).toHaveURL(/\?service=sap-erp$/);
    await expect(cards).toHaveCount(3);
    await expect(page.getByRole('status')).toHaveText(
      fill(ui.results, { shown: 3, total: 19, noun: caseStudies.list.noun }),
    );

    await page.getByRole('button', { name: 'Quantum Security' }).click();
    await expect(cards).toHaveCount(2);
    await page.goBack();
    await expect(page).toHaveURL(/\?service=sap-erp$/);
    await expect(cards).toHaveCount(3);
    await page.goBack();
    await expect(cards).toHaveCount(19);
  });

  test('a shared filtered URL opens filtered after reload', async ({ page }) => {
    await page.goto(at('/case-studies/?service=quantum-computing'));
    await expect(page.getByRole('button', { name: 'Quantum Computing', pressed: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(2);
    await page.reload();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(2);
  });

  test('a reload keeps the place scrolled to in the list', async ({ page }) => {
    await expectReloadKeepsThePlace(page, '/case-studies/');
  });

  test('Back from another page returns to the place scrolled to in the list', async ({ page }) => {
    await page.goto(at('/case-studies/'));
    const target = await scrollDownTheList(page);
    await page.goto(at('/about/'));
    await page.goBack();
    // A restored scroll position is not a visitor's touch: the app starts when they reach for the page.
    await page.mouse.move(3, 3);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expectBackNear(page, target);
  });
});

test('a case-study detail shows the full story and similar studies', async ({ page }) => {
  await page.goto(at('/case-studies/sap-s4hana-chemicals-migration/'));
  await expect(page).toHaveTitle(new RegExp(` \\| ${copyPattern(caseStudies.list.title)} \\| Quantivo Technologies$`));
  const { headings, similarHeading } = caseStudies.detail;
  for (const heading of [headings.challenge, headings.solution, headings.results, headings.techStack, similarHeading]) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByRole('img', { name: /\w+/ }).first()).toBeVisible();
  const similar = page.locator('section', { has: page.getByRole('heading', { name: similarHeading }) });
  await expect(similar.getByRole('article')).toHaveCount(2);
  await similar
    .getByRole('link', { name: startingWith(caseStudies.cardLink) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/case-studies\/(sap-retail-supply-chain|small-business-erp)\/$/);
});

test("a study without a client reads 'Confidential'; a short one shows placeholder text", async ({ page }) => {
  await page.goto(at('/case-studies/automotive-gcc-staffing/'));
  await expect(page.getByText(caseStudies.detail.clientFallback, { exact: true })).toBeVisible();
  await page.goto(at('/case-studies/sentiment-analysis/'));
  await expect(page.getByText(caseStudies.detail.clientFallback, { exact: true })).toBeVisible();
  const { placeholders } = caseStudies.detail;
  await expect(page.getByText(placeholders.challenge)).toBeVisible();
  for (const tech of placeholders.techStack) await expect(page.getByText(tech)).toBeVisible();
});

test('a study with part of its write-up shows the headings of what it has, and placeholder text for the rest under none', async ({
  page,
}) => {
  // fixtures/content/case-studies/telehealth-app.yaml: a challenge and a solution, no stack or results.
  await page.goto(at('/case-studies/telehealth-app/'));
  const { headings, placeholders } = caseStudies.detail;
  const main = page.getByRole('main');
  for (const heading of [headings.challenge, headings.solution])
    await expect(main.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
  for (const heading of [headings.results, headings.techStack])
    await expect(main.getByRole('heading', { name: heading, exact: true })).toHaveCount(0);
  for (const line of [...placeholders.techStack, ...placeholders.results])
    await expect(main.getByText(line)).toBeVisible();
  await expect(main.getByText(placeholders.challenge)).toHaveCount(0);
});
