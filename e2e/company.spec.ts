import { copyOf, copyPattern, startingWith } from './copy';
import { at, expect, expectReloadKeepsThePlace, test } from './helpers';

const blog = copyOf('blog-page');
const training = copyOf('training');
const about = copyOf('about');
const profile = copyOf('leader');

test('blog: search and category narrow live with URL state and a no-match message', async ({ page }) => {
  await page.goto(at('/blog/'));
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(4);
  const categories = page.getByRole('group', { name: blog.list.categoryLabel });
  await categories.getByRole('button', { name: 'ERP', exact: true }).click();
  await expect(cards).toHaveCount(1);
  await expect(page).toHaveURL(/category=ERP/);
  await page.getByLabel(blog.list.searchLabel).fill('quantum');
  await expect(page.getByText(blog.list.noMatch)).toBeVisible();
  await categories.getByRole('button', { name: blog.list.all, exact: true }).click();
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(1);
  await page.reload();
  await expect(page.getByLabel(blog.list.searchLabel)).toHaveValue('quantum');
});

test('blog: a reload keeps the place scrolled to in the list of articles', async ({ page }) => {
  await expectReloadKeepsThePlace(page, '/blog/');
});

test('blog: title and Read More both open the article, which has its details and other articles', async ({ page }) => {
  await page.goto(at('/blog/'));
  const card = page.getByRole('main').getByRole('article').first();
  const title = (await card.getByRole('heading').textContent())!.trim();
  const readMore = card.getByRole('link', { name: startingWith(blog.list.readMore) });
  const href = await readMore.getAttribute('href');
  await expect(card.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', href!);
  await readMore.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(
    page.getByText(new RegExp(copyPattern(blog.article.minRead, { minutes: '\\d+' }))).first(),
  ).toBeVisible();
  expect(await page.locator('article h2').count()).toBeGreaterThanOrEqual(3);
  await expect(page.getByRole('heading', { name: blog.article.moreHeading })).toBeVisible();
  await expect(
    page
      .locator('section', { has: page.getByRole('heading', { name: blog.article.moreHeading }) })
      .getByRole('article'),
  ).toHaveCount(3);
});

test('training: nine areas, and Request a Trainer says it is not ready yet', async ({ page }) => {
  await page.goto(at('/training/'));
  for (const area of training.areas.cards) {
    await expect(page.getByRole('heading', { level: 3, name: area.title, exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: training.cta.button }).click();
  await expect(page.getByText(training.notice.title)).toBeVisible();
  await expect(page.getByText(training.notice.description)).toBeVisible();
});

test('about: stats 500+, 80+, 98% and 10+; leaders link to their profiles, which link back', async ({ page }) => {
  await page.goto(at('/about/'));
  // The spec's About stats: 500+ projects, 80+ in-house experts, 98% satisfaction, 10+ countries.
  const figures = page.getByRole('region', { name: about.stats.label });
  await expect(figures.getByRole('definition')).toHaveText(['500+', '80+', '98%', '10+']);
  await expect(figures.getByRole('term')).toHaveText([/projects/i, /experts/i, /satisfaction/i, /countries/i]);
  for (const { year } of about.timeline.milestones) await expect(page.getByText(year, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: about.cta.button })).toHaveAttribute('href', /\/#contact$/);
  await page.getByRole('region', { name: about.leaders.heading }).getByRole('link', { name: 'Dr. Kavya Iyer' }).click();
  await expect(page).toHaveURL(/\/profile\/kavya-iyer\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dr. Kavya Iyer');
  await expect(page.getByRole('img', { name: /Kavya Iyer/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: profile.competenciesHeading })).toBeVisible();
  await page.getByRole('link', { name: profile.back }).click();
  await expect(page).toHaveURL(/\/about\/$/);
});
