/**
 * A date ahead is a schedule. The tests' content holds an article dated the day after their build
 * day (fixtures/content/blog/planning-a-quantum-pilot.md): their build, dated the day before, has
 * no page for it and lists it nowhere a visitor or a search engine looks. A build dated its day
 * publishes it (lib/pages/schedule.test.ts builds both days from the same modules).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentPath } from '../lib/build/content-dir.cjs';
import { paths } from '../lib/paths';
import { at, expect, searchDocs, sitemapRoutes, test } from './helpers';

const OUT = process.env.OUT_DIR ?? 'out';
const titleOf = (slug: string) =>
  /^title: '?(.*?)'?$/m.exec(readFileSync(contentPath(`content/blog/${slug}.md`), 'utf8'))![1]!;
const scheduled = 'planning-a-quantum-pilot';
const published = 'moving-erp-to-the-cloud';

test('an article dated tomorrow is not on today’s site: no page, nor in the blog, the sitemap, the feed or search', async ({
  page,
}) => {
  expect((await page.goto(at(paths.post(scheduled))))?.status()).toBe(404);

  await page.goto(at(paths.blog));
  await expect(page.getByRole('main')).toContainText(titleOf(published));
  await expect(page.getByRole('main')).not.toContainText(titleOf(scheduled));
  expect(readFileSync(join(OUT, paths.blog, 'list.json'), 'utf8')).not.toContain(scheduled);

  expect(sitemapRoutes()).toContain(paths.post(published));
  expect(sitemapRoutes()).not.toContain(paths.post(scheduled));
  const feed = readFileSync(join(OUT, 'feed.xml'), 'utf8');
  expect(feed).toContain(paths.post(published));
  expect(feed).not.toContain(paths.post(scheduled));
  const searchable = searchDocs().map((doc) => doc.url);
  expect(searchable).toContain(paths.post(published));
  expect(searchable).not.toContain(paths.post(scheduled));
});
