import { copyOf } from './copy';
import { at, expect, lastControlIn, test } from './helpers';

const closing = copyOf('closing');

/**
 * A list ends on a next step, not on its last card or its pager: its closing band, with the one
 * call to action that fits it. The route crawl (routes.spec.ts) asks every page for one; this
 * names which, on the tests' own content.
 */
for (const { path, words, action, last } of [
  { path: '/case-studies/', words: closing.caseStudies, action: closing.actions.contact },
  { path: '/blog/', words: closing.blog, action: closing.actions.feed, last: closing.actions.contact },
  { path: '/careers/', words: closing.careers, action: closing.actions.contact },
  { path: '/services/', words: closing.services, action: closing.actions.contact },
  // A closed opening has no form: it asks for a CV as the list does.
  { path: '/careers/network-security-consultant/', words: closing.careers, action: closing.actions.contact },
]) {
  test(`${path} ends on its call to action: ${action}`, async ({ page }) => {
    await page.goto(at(path));
    const band = page.getByRole('main').locator(':scope > section').last();
    await expect(band.getByRole('heading', { level: 2 })).toHaveText(words.title);
    await expect(band.getByRole('link', { name: action, exact: true })).toBeVisible();
    expect(await lastControlIn(page)).toBe(last ?? action);
  });
}

test('the articles’ closing band leads to their feed', async ({ page, request }) => {
  await page.goto(at('/blog/'));
  const feed = page.getByRole('main').getByRole('link', { name: closing.actions.feed, exact: true });
  const response = await request.get(new URL((await feed.getAttribute('href'))!, page.url()).href);
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('<rss');
});
