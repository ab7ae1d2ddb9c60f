import { caseStudiesForService, clientNames, headlineFigure } from '../lib/lists/case-studies';
import { caseStudies, getService, leaders, posts } from '../lib/content';
import { figuresNamed } from '../lib/content/site';
import { copyOf } from './copy';
import { at, expect, test } from './helpers';

const home = copyOf('home');

test('home: on a phone the first client name or figure starts within 1.5 screens', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(at('/'));
  const main = page.getByRole('main');
  const figures = main.getByRole('definition');
  const clients = main.getByRole('region', { name: home.proof.clientsLabel }).getByRole('listitem');
  await expect(clients).toHaveText(clientNames(caseStudies));
  for (const { value, label } of figuresNamed(home.proof.figures)) {
    await expect(main.getByText(value, { exact: true }).first()).toBeVisible();
    await expect(main.getByText(label, { exact: true }).first()).toBeVisible();
  }

  const tops = await Promise.all(
    [figures.first(), clients.first()].map(async (proof) => (await proof.boundingBox())!.y),
  );
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(Math.min(...tops) + scrolled).toBeLessThan(844 * 1.5);
});

test('home: at 1280 × 800 the first screen holds a company figure and a client’s name', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(at('/'));
  const main = page.getByRole('main');
  const figure = main.getByRole('definition').first();
  const client = main.getByRole('region', { name: home.proof.clientsLabel }).getByRole('listitem').first();
  for (const proof of [figure, client]) {
    await expect(proof).toBeInViewport({ ratio: 1 });
    expect(await proof.evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY)).toBeLessThanOrEqual(800);
  }
});

test('a service page: on a phone its lead case study’s result starts within two screens', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(at('/services/quantum-computing/'));
  const lead = caseStudiesForService(getService('quantum-computing')!, caseStudies)[0]!;
  // The first in the page's order is the hero's: the studies' cards come far below.
  const result = page.getByRole('main').getByText(headlineFigure(lead.headline), { exact: true }).first();
  await expect(result).toBeVisible();
  expect(await result.evaluate((el) => el.getBoundingClientRect().top + window.scrollY)).toBeLessThan(844 * 2);
});

test('an article: at 1280 × 800 its whole heading is on the first screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const post of posts) {
    await page.goto(at(`/blog/${post.slug}/`));
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveText(post.title);
    expect(
      await h1.evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY),
      post.slug,
    ).toBeLessThanOrEqual(800);
  }
});

for (const viewport of [
  { width: 390, height: 844, share: 5 },
  { width: 1280, height: 800, share: 3 },
]) {
  test(`a leader’s profile at ${viewport.width} px: the portrait is modest beside the name, at most 1/${viewport.share} of the screen’s height`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    for (const leader of leaders) {
      await page.goto(at(`/profile/${leader.slug}/`));
      const portrait = page.getByRole('img', { name: leader.image.alt, exact: true });
      await expect(portrait).toBeVisible();
      const box = (await portrait.boundingBox())!;
      expect(box.height, leader.slug).toBeLessThanOrEqual(viewport.height / viewport.share);
      await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    }
  });
}
