import { at, expect, test } from './helpers';

const cases = [
  {
    path: '/products/flux-capacitor/',
    heading: '404 - Product Not Found',
    text: "Sorry, we couldn't find the product you're looking for.",
  },
  {
    path: '/services/enterprise-it/teleportation/',
    heading: '404 - Service Not Found',
    text: "Sorry, we couldn't find the service you're looking for.",
  },
  { path: '/case-studies/moon-base/', heading: 'Case study not found.', link: 'Back to case studies' },
  { path: '/careers/time-traveller/', heading: 'Job opening not found.', link: 'See all openings' },
  { path: '/no-such-page/', heading: 'Page not found', link: 'Go to the home page' },
];

for (const c of cases) {
  test(`unknown ${c.path} shows "${c.heading}" with status 404`, async ({ page }) => {
    const response = await page.goto(at(c.path));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.heading);
    // Still the matching title once the app has hydrated.
    await expect(page).toHaveTitle(`${c.heading} | Quantivo Technologies`);
    if (c.text) await expect(page.getByText(c.text)).toBeVisible();
    if (c.link) await expect(page.getByRole('link', { name: c.link })).toBeVisible();
  });
}

test('the case-study not-found link leads back to the list', async ({ page }) => {
  await page.goto(at('/case-studies/moon-base/'));
  await page.getByRole('link', { name: 'Back to case studies' }).click();
  await expect(page).toHaveURL(/\/case-studies\/$/);
});

test('an unknown profile redirects to the about page', async ({ page }) => {
  await page.goto(at('/profile/nobody-here/'));
  await expect(page).toHaveURL(/\/about\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
