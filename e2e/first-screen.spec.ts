import { clientNames } from '../lib/case-studies';
import { caseStudies } from '../lib/content';
import { figuresNamed } from '../lib/site';
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
