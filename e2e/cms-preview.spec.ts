import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';
import { contentPath } from '../lib/content/dir.cjs';
import { field, openFile, openFolder } from './cms-editor';
import { cmsAt } from './helpers';

/**
 * The CMS's preview pane shows an entry in the site's look: our templates (cms/previews/) in a
 * frame styled by the site's own stylesheet (site.css beside the CMS's page, scripts/cms-app.mjs) with the site's font.
 */
test.describe('previews in the site’s look', () => {
  // Sveltia parses several MB of JavaScript and reads the whole content folder first.
  test.describe.configure({ timeout: 120_000 });

  for (const { collection, slug, file } of [
    { collection: 'jobs', slug: 'devops-engineer', file: 'content/jobs/devops-engineer.yaml' },
    { collection: 'products', slug: 'ev-charger', file: 'content/products/ev-charger.yaml' },
  ]) {
    test(`${collection}/${slug}: its title as the page heading, in the site's font, on the site's gradient`, async ({
      page,
    }) => {
      const { title } = parse(readFileSync(contentPath(file), 'utf8')) as { title: string };
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await openFolder(page);
      await page.goto(cmsAt(`#/collections/${collection}/entries/${slug}`));

      const preview = page.frameLocator('iframe[title="Content Preview"]');
      const heading = preview.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(title, { timeout: 30_000 });
      const looks = () =>
        heading.evaluate((h1) => ({
          font: getComputedStyle(h1).fontFamily.split(',')[0],
          fontLoaded: [...document.fonts].some((font) => font.family === 'inter' && font.status === 'loaded'),
          hero: getComputedStyle(h1.closest('section')!).backgroundImage.startsWith('linear-gradient'),
        }));
      await expect.poll(looks).toEqual({ font: 'inter', fontLoaded: true, hero: true });
      expect(errors).toEqual([]);
    });
  }

  test("the home page's preview shows the hero heading being typed, in the site's font", async ({ page }) => {
    const { hero } = parse(readFileSync(contentPath('content/pages/home.yaml'), 'utf8')) as {
      hero: { heading: string };
    };
    const heading = 'Quantum teams, hired and ready this quarter';
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openFolder(page);
    // A singleton: its template is found by the file's name (cms/previews/index.ts).
    await openFile(page, 'Home page');

    const h1 = page.frameLocator('iframe[title="Content Preview"]').getByRole('heading', { level: 1 });
    await expect(h1).toHaveText(hero.heading, { timeout: 30_000 });
    await field(field(page, 'Hero'), 'Heading').getByRole('textbox').fill(heading);
    await expect(h1).toHaveText(heading);
    await expect
      .poll(() =>
        h1.evaluate((element) => ({
          font: getComputedStyle(element).fontFamily.split(',')[0],
          fontLoaded: [...document.fonts].some((font) => font.family === 'inter' && font.status === 'loaded'),
        })),
      )
      .toEqual({ font: 'inter', fontLoaded: true });
    expect(errors).toEqual([]);
  });

  test('a product’s images show: the site’s own, and one only the CMS’s folder has (not published yet)', async ({
    page,
  }) => {
    const root = mkdtempSync(join(tmpdir(), 'quantivo-preview-'));
    try {
      cpSync(contentPath('content'), join(root, 'content'), { recursive: true });
      mkdirSync(join(root, 'public/images/uploads'), { recursive: true });
      // A 1×1 PNG, in the folder the CMS reads but not in out/: only the CMS can show it.
      const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
      writeFileSync(join(root, 'public/images/uploads/not-published.png'), Buffer.from(png, 'base64'));
      const file = join(root, 'content/products/ev-charger.yaml');
      const yaml = readFileSync(file, 'utf8');
      writeFileSync(file, yaml.replace('/images/products/ev-charger-1.svg', '/images/uploads/not-published.png'));
      await openFolder(page, { root });
      await page.goto(cmsAt('#/collections/products/entries/ev-charger'));
      const images = page.frameLocator('iframe[title="Content Preview"]').getByRole('img');
      await expect(images.first()).toBeVisible({ timeout: 30_000 });
      for (const image of [images.nth(0), images.nth(1)])
        await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
