import type { Locator, Page } from '@playwright/test';
import { copyOf } from './copy';
import { at, expect, test } from './helpers';

const { service, enterprise } = copyOf('service-pages');
const caseStudies = copyOf('case-studies-page');

/** The picture of each card: its generated drawing's markup, the same exactly when the drawing is. */
async function pictures(cards: Locator): Promise<string[]> {
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const art = cards.nth(i).locator('svg[data-art]');
      await expect(art).toHaveCount(1);
      return art.evaluate((svg) => svg.outerHTML);
    }),
  );
}

const expectAllDifferent = (items: string[]) => expect(new Set(items).size).toBe(items.length);

/** A section of the page by its heading. */
const section = (page: Page, heading: string) =>
  page.locator('section', { has: page.getByRole('heading', { name: heading, exact: true }) });

test('no two case-study cards share a picture, on any page of the list', async ({ page }) => {
  let next: string | null = at('/case-studies/');
  const seen: string[] = [];
  while (next) {
    await page.goto(next);
    const cards = page.getByRole('main').getByRole('article');
    const onScreen = await pictures(cards);
    expectAllDifferent(onScreen);
    // Each card's picture is described by its study's alt text.
    for (const card of await cards.all()) await expect(card.getByRole('img')).toHaveAccessibleName(/\S/);
    seen.push(...onScreen);
    // The page is loaded: its pager has a next link now or never.
    const link = page.getByRole('navigation', { name: copyOf('ui').pager.label }).locator('a[rel="next"]');
    next = (await link.count()) ? await link.getAttribute('href') : null;
  }
  expectAllDifferent(seen);
});

test('a case study’s hero and its service page’s cards draw their own pictures', async ({ page }) => {
  await page.goto(at('/services/quantum-computing/'));
  const studies = section(page, caseStudies.sectionHeading).getByRole('article');
  expectAllDifferent(await pictures(studies));
  await studies.first().getByRole('link').first().click();
  await expect(page.getByRole('main').locator('svg[data-art]').first()).toBeVisible();
});

test('the feature cards of a service page each have their own icon', async ({ page }) => {
  await page.goto(at('/services/cloud-infrastructure/'));
  const icons = await section(page, service.featuresHeading)
    .getByRole('listitem')
    .locator('svg')
    .evaluateAll((svgs) => svgs.map((svg) => svg.innerHTML));
  expect(icons).toHaveLength(6);
  expectAllDifferent(icons);
});

test('an Enterprise IT page gives each challenge, benefit and feature its own icon', async ({ page }) => {
  await page.goto(at('/services/enterprise-it/network-security/'));
  for (const [heading, count] of [
    [enterprise.challengesHeading, 5],
    [enterprise.benefitsHeading, 4],
    [enterprise.featuresHeading, 6],
  ] as const) {
    const icons = await section(page, heading)
      .getByRole('listitem')
      .locator('svg')
      .evaluateAll((svgs) => svgs.map((svg) => svg.innerHTML));
    expect(icons).toHaveLength(count);
    expectAllDifferent(icons);
  }
});

test('every article card and article has a cover of its own', async ({ page }) => {
  await page.goto(at('/blog/'));
  const cards = page.getByRole('main').getByRole('article');
  expectAllDifferent(await pictures(cards));
  await cards.first().getByRole('link').first().click();
  await expect(page.getByRole('main').locator('header svg[data-art]')).toBeVisible();
});
