import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { contentPath } from '../lib/build/content-dir.cjs';
import { headlineFigure } from '../lib/lists/case-studies';
import { site } from '../lib/content/site';
import { copyOf, startingWith } from './copy';
import { at, expect, sitemapRoutes, test } from './helpers';

const home = copyOf('home');
const caseStudies = copyOf('case-studies-page');
const entry = (folder: string, slug: string) =>
  parse(readFileSync(contentPath(`content/${folder}/${slug}.yaml`), 'utf8'));

test('home: the proof around the services comes from content', async ({ page }) => {
  await page.goto(at('/'));
  const main = page.getByRole('main');

  const sectors = main.getByRole('region', { name: home.sectors.heading });
  for (const sector of home.sectors.items) {
    await expect(sectors.getByText(sector.name, { exact: true })).toBeVisible();
    await expect(sectors.getByText(sector.clients)).toBeVisible();
  }

  const study = entry('case-studies', home.featured.caseStudy);
  const featured = main.getByRole('region', { name: home.featured.heading });
  await expect(featured.getByText(headlineFigure(study.headline), { exact: true })).toBeVisible();
  await expect(featured.getByText(study.headline.label)).toBeVisible();

  const quotes = main.getByRole('region', { name: home.testimonials.heading });
  await expect(quotes.getByRole('figure')).toHaveCount(home.testimonials.entries.length);
  for (const slug of home.testimonials.entries) {
    const quoted = entry('testimonials', slug);
    const person = entry('people', quoted.person);
    const figure = quotes.getByRole('figure').filter({ hasText: person.name });
    await expect(figure).toContainText(quoted.quote);
    await expect(figure).toContainText(`${person.role}, ${person.organisation}`);
  }

  const credentials = main.getByRole('region', { name: home.credentials.heading });
  for (const item of home.credentials.items) {
    await expect(credentials.getByText(item.name, { exact: true })).toBeVisible();
    await expect(credentials.getByText(item.detail)).toBeVisible();
  }

  await featured.getByRole('link', { name: startingWith(caseStudies.relatedLink) }).click();
  await expect(page).toHaveURL(new RegExp(`/case-studies/${home.featured.caseStudy}/$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(study.title);
  // The study's own page leads with the same result.
  await expect(page.getByRole('main').getByText(headlineFigure(study.headline), { exact: true })).toBeVisible();
});

test('home: the statistics strip shows 500+, 50+, 99% and 24/7, as the spec has them', async ({ page }) => {
  await page.goto(at('/'));
  const strip = page.getByRole('main').getByRole('region', { name: home.stats.label });
  await expect(strip.getByRole('definition')).toHaveText(['500+', '50+', '99%', '24/7']);
  await expect(strip.getByRole('term')).toHaveText([
    /tech professionals placed/i,
    /quantum projects delivered/i,
    /client satisfaction/i,
    /support/i,
  ]);
});

test('home: why-choose-us fills each row, with no card alone beside a gap', async ({ page }) => {
  for (const width of [390, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(at('/'));
    const section = page.getByRole('region', { name: home.whyChooseUs.heading });
    const list = section.getByRole('list');
    const listBox = (await list.boundingBox())!;
    const boxes = await Promise.all((await list.getByRole('listitem').all()).map((item) => item.boundingBox()));
    expect(boxes).toHaveLength(home.whyChooseUs.points.length);
    const rowEnds = new Map<number, number>();
    for (const box of boxes) {
      const top = Math.round(box!.y);
      rowEnds.set(top, Math.max(rowEnds.get(top) ?? 0, box!.x + box!.width));
    }
    for (const right of rowEnds.values()) {
      expect(Math.abs(listBox.x + listBox.width - right), `a row at ${width} px ends short`).toBeLessThan(2);
    }
  }
});

test('every page shows the company’s statutory details exactly once', async ({ page }) => {
  const routes = sitemapRoutes();
  expect(routes.length).toBeGreaterThan(20);
  for (const route of routes) {
    const html = await (await page.request.get(at(route))).text();
    // Structured data names it too, for search engines; count what people read. (The privacy
    // notice names the company by its CIN, as a data fiduciary must, but not by its GSTIN.)
    const shown = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
    expect(shown.split(site.legal.gstin).length - 1, route).toBe(1);
  }
  await page.goto(at('/'));
  await expect(page.getByRole('contentinfo')).toContainText(site.legal.gstin);
  const contact = page.locator(`#contact`);
  for (const text of [site.email, site.phone, site.address.street]) await expect(contact).toContainText(text);
});
