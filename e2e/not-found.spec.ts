import { test as plainTest, type Page, type Response } from '@playwright/test';
import { copyOf } from './copy';
import { at, expect, test } from './helpers';

const notFound = copyOf('not-found');
const cases: { path: string; heading: string; text?: string; link?: string }[] = [
  { path: '/products/flux-capacitor/', heading: notFound.product.title, text: notFound.product.text },
  {
    path: '/services/enterprise-it/teleportation/',
    heading: notFound.service.title,
    text: notFound.service.text,
  },
  { path: '/case-studies/moon-base/', heading: notFound.caseStudy.title, link: notFound.caseStudy.link },
  { path: '/careers/time-traveller/', heading: notFound.job.title, link: notFound.job.link },
  { path: '/no-such-page/', heading: notFound.general.title, link: notFound.general.link },
];

/** The not-found answer: status 404, and the heading and the title name what was not found. */
async function expectNotFound(page: Page, response: Response | null, heading: string) {
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page).toHaveTitle(`${heading} | Quantivo Technologies`);
}

for (const c of cases) {
  test(`unknown ${c.path} shows "${c.heading}" with status 404`, async ({ page }) => {
    // Still the matching title once the app has hydrated.
    await expectNotFound(page, await page.goto(at(c.path)), c.heading);
    if (c.text) await expect(page.getByText(c.text)).toBeVisible();
    if (c.link) await expect(page.getByRole('link', { name: c.link })).toBeVisible();
  });
}

test('the case-study not-found link leads back to the list', async ({ page }) => {
  await page.goto(at('/case-studies/moon-base/'));
  await page.getByRole('link', { name: notFound.caseStudy.link }).click();
  await expect(page).toHaveURL(/\/case-studies\/$/);
});

test('an unknown profile redirects to the about page', async ({ page }) => {
  await page.goto(at('/profile/nobody-here/'));
  await expect(page).toHaveURL(/\/about\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

// Plain Playwright: with their scripts failing these pages never hydrate, so nothing waits for them to.
plainTest.describe('stale links, before any app script has run', () => {
  plainTest.beforeEach(async ({ page }) => {
    await page.route(/\/_next\/static\/.+\.js(\?.*)?$/, (route) => route.abort());
  });

  for (const c of cases) {
    plainTest(`${c.path} shows "${c.heading}" in its heading and title`, async ({ page }) => {
      await expectNotFound(page, await page.goto(at(c.path)), c.heading);
    });
  }

  plainTest('an unknown profile lands on the about page', async ({ page }) => {
    await page.goto(at('/profile/nobody-here/'));
    await expect(page).toHaveURL(/\/about\/$/);
    await expect(page).toHaveTitle(`${copyOf('about').title} | ${copyOf('site').name}`);
  });
});
