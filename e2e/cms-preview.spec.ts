import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { parse } from 'yaml';
import sharp from 'sharp';
import { contentPath } from '../lib/build/content-dir.cjs';
import { kinds } from '../lib/kinds';
import { site as company } from '../lib/content/site';
import { field, openFile, openFolder } from './cms-editor';
import { at, cmsAt } from './helpers';

/**
 * The CMS's preview pane shows an entry as its page: the site's own templates (cms/pages.tsx) in a
 * frame styled by the site's own stylesheet (site.css beside the CMS's page, scripts/cms-app.mjs) with the site's font.
 */

const preview = (page: Page) => page.frameLocator('iframe[title="Content Preview"]');

/** The headings and paragraphs of a page's main content, in order, as the server wrote them. */
const outline = (main: Locator) =>
  main.evaluate((element) =>
    [...element.querySelectorAll('h1, h2, h3, p')]
      .filter((node) => !node.closest('noscript, template'))
      .map((node) => node.textContent!.replace(/\s+/g, ' ').trim())
      .filter(Boolean),
  );

/** A kind's first entry of the tests' content that has a page in the build, and that page. */
function firstPage(kind: (typeof kinds)[number]) {
  const { folder, name } = kind.collection!;
  const slugs = readdirSync(contentPath(folder)).map((file) => file.replace(/\.[a-z]+$/, ''));
  const slug = slugs.sort().find((entry) => existsSync(join(process.env.OUT_DIR || 'out', kind.route(entry))))!;
  return { open: `#/collections/${name}/entries/${slug}`, path: kind.route(slug) };
}

/** One entry of every collection, and pages of copy, with the built page that shows it: every kind's (lib/kinds/), then those of the collections with no page of their own. */
const pages = [
  ...kinds.filter((kind) => 'collection' in kind).map(firstPage),
  {
    open: '#/collections/testimonials/entries/cloud-infrastructure-lisa-chen',
    path: '/services/cloud-infrastructure/',
  },
  { open: '#/collections/enterprise-groups/entries/it-infrastructure', path: '/services/enterprise-it/' },
  // A person's preview is the page that names them: a client, on the service page quoting them.
  { open: '#/collections/people/entries/vikram-sethi', path: '/services/quantum-computing/' },
  { file: 'Home page', path: '/' },
  { file: 'Careers pages', path: '/careers/' },
];

test.describe('the preview is the page', () => {
  test('every collection and pages of copy: the same headings and paragraphs as the built page', async ({
    page,
    browser,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // The page as the server wrote it, before any island runs, as the preview renders it.
    const site = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
    const built = await site.newPage();
    await openFolder(page);
    for (const entry of pages) {
      await built.goto(at(entry.path));
      const expected = await outline(built.locator('main'));
      expect(expected.length, entry.path).toBeGreaterThan(2);
      if ('file' in entry) await openFile(page, entry.file!);
      else await page.goto(cmsAt(entry.open));
      const main = preview(page).locator('main');
      await expect(main.locator('h1').first()).toBeVisible();
      await expect.poll(() => outline(main), { message: entry.path }).toEqual(expected);
    }
    await site.close();
    expect(errors).toEqual([]);
  });
});

test.describe('previews in the site’s look', () => {
  // One opening of the CMS (seconds of CPU each) for what shows in the preview of the entries it opens in turn.
  test("titles in the site's font on its gradient, and what is typed or chosen shows before Save", async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openFolder(page);
    const h1 = preview(page).getByRole('heading', { level: 1 });
    const looks = () =>
      h1.evaluate((element) => ({
        font: getComputedStyle(element).fontFamily.split(',')[0],
        fontLoaded: [...document.fonts].some((font) => font.family === 'inter' && font.status === 'loaded'),
        hero: getComputedStyle(element.closest('section')!).backgroundImage.startsWith('linear-gradient'),
      }));

    for (const { collection, slug, file } of [
      { collection: 'jobs', slug: 'devops-engineer', file: 'content/jobs/devops-engineer.yaml' },
      { collection: 'products', slug: 'ev-charger', file: 'content/products/ev-charger.yaml' },
    ])
      await test.step(`${collection}/${slug}: its title as the page heading, in the site's font, on the site's gradient`, async () => {
        const { title } = parse(readFileSync(contentPath(file), 'utf8')) as { title: string };
        await page.goto(cmsAt(`#/collections/${collection}/entries/${slug}`));
        await expect(h1).toHaveText(title);
        await expect.poll(looks).toEqual({ font: 'inter', fontLoaded: true, hero: true });
      });

    await test.step('a job title being typed shows in the preview as the page heading', async () => {
      await page.goto(cmsAt('#/collections/jobs/entries/devops-engineer'));
      await expect(h1).toHaveText('DevOps Engineer');
      await field(page, 'Job title').getByRole('textbox').fill('Platform Reliability Engineer');
      await expect(h1).toHaveText('Platform Reliability Engineer');
      // A required field emptied: the preview says what to put right, in the content check's words.
      await field(page, 'Job title').getByRole('textbox').fill('');
      await expect(
        preview(page)
          .getByRole('listitem')
          .filter({ hasText: /Job title/ }),
      ).toBeVisible();
    });

    await test.step("the home page's preview shows the hero heading being typed, in the site's font", async () => {
      const { hero } = parse(readFileSync(contentPath('content/copy/home.yaml'), 'utf8')) as {
        hero: { heading: string };
      };
      const heading = 'Quantum teams, hired and ready this quarter';
      // A page of copy: its preview is found by the file's name (cms/preview.ts).
      await openFile(page, 'Home page');
      await expect(h1).toHaveText(hero.heading);
      await field(field(page, 'Hero'), 'Heading').getByRole('textbox').fill(heading);
      await expect(h1).toHaveText(heading);
      await expect.poll(looks).toMatchObject({ font: 'inter', fontLoaded: true });
    });

    await test.step('a newly chosen photo shows in the preview before Save', async () => {
      const jpeg = await sharp({
        create: { width: 300, height: 360, channels: 3, background: { r: 40, g: 52, b: 120 } },
      })
        .jpeg()
        .toBuffer();
      await page.goto(cmsAt('#/collections/leaders/entries/arjun-malhotra'));
      await field(page, 'Image file').getByRole('button', { name: 'Replace Image' }).click();
      const library = page.getByRole('dialog', { name: 'Select Image' });
      const chooser = page.waitForEvent('filechooser');
      await library.getByRole('button', { name: 'Upload' }).click();
      await (await chooser).setFiles({ name: 'new-portrait.jpg', mimeType: 'image/jpeg', buffer: jpeg });
      await library.getByRole('option', { name: /new-portrait/ }).click();
      await library.getByRole('button', { name: 'Insert' }).click();
      const pane = preview(page);
      await expect(pane.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(pane.getByText(company.editing.previewProblems)).toHaveCount(0);
      const portrait = pane.locator('img[src^="blob:"]');
      await expect(portrait).toHaveCount(1);
      await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(300);
    });
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
      const images = preview(page).getByRole('img');
      await expect(images.first()).toBeVisible();
      for (const image of [images.nth(0), images.nth(1)])
        await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
