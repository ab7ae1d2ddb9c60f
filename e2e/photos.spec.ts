import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { parse } from 'yaml';
import { basePath } from '../lib/build/base-path.cjs';
import { contentPath } from '../lib/build/content-dir.cjs';
import { at, expect, test } from './helpers';

// The portrait as the content names it, so the test holds when an editor replaces the photo.
const { src, alt } = parse(readFileSync(contentPath('content/leaders/arjun-malhotra.yaml'), 'utf8')).image as {
  src: string;
  alt: string;
};
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Desktop Chrome (1280 px wide, 1 device pixel per CSS pixel): the about card shows the portrait
// 7rem (112 px) wide, the profile 12rem (192 px); the smallest variant that covers each arrives.
const pages = [
  { path: '/about/', needs: 112, lazy: true },
  { path: '/profile/arjun-malhotra/', needs: 192, lazy: false },
];

for (const { path, needs, lazy } of pages) {
  test(`${path}: the portrait photo arrives as its smallest AVIF at least ${needs} px wide, never the original`, async ({
    page,
  }) => {
    // Variants are 320, 640, 960, 1280 and 1920 px wide, none wider than the photo, which is the widest.
    const original = await sharp(`public${src}`).metadata();
    const top = Math.min(original.width!, 1920);
    const width =
      [320, 640, 960, 1280, 1920]
        .filter((w) => w < top)
        .concat(top)
        .find((w) => w >= needs) ?? top;
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(at(path));
    const img = page.getByRole('img', { name: alt, exact: true });
    await img.scrollIntoViewIfNeeded();
    await expect(img).toBeVisible();

    const picture = page.locator('picture', { has: img });
    await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      new RegExp(`\\.avif 320w, .*\\.avif ${top}w$`),
    );
    await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute(
      'srcset',
      new RegExp(`\\.webp 320w, .*\\.webp ${top}w$`),
    );
    // The photo's own size, which the content loader reads from the file.
    await expect(img).toHaveAttribute('width', String(original.width));
    await expect(img).toHaveAttribute('height', String(original.height));
    if (lazy) await expect(img).toHaveAttribute('loading', 'lazy');
    else await expect(img).toHaveAttribute('fetchpriority', 'high');

    const loaded = () =>
      img.evaluate((el: HTMLImageElement) =>
        el.complete && el.naturalWidth > 0 ? new URL(el.currentSrc).pathname : '',
      );
    const variant = new RegExp(
      `^${escape(basePath)}/_img${escape(src.replace(/\.[a-z]+$/, ''))}\\.${width}\\.[0-9a-f]{10}\\.avif$`,
    );
    await expect.poll(loaded).toMatch(variant);
    expect(requested.filter((p) => p.endsWith(src))).toEqual([]);
  });
}

test('/about/: the photo sits in its card exactly where the illustration sits in the next one', async ({ page }) => {
  await page.goto(at('/about/'));
  const offset = async (name: string) => {
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
    const [cardBox, imageBox] = await Promise.all([card.boundingBox(), card.getByRole('img').boundingBox()]);
    return {
      x: imageBox!.x - cardBox!.x,
      y: imageBox!.y - cardBox!.y,
      width: imageBox!.width,
      height: imageBox!.height,
    };
  };
  expect(await offset('Arjun Malhotra')).toEqual(await offset('Dr. Kavya Iyer'));
});

test('an article’s photo is a responsive picture with its alt text, from the site’s own origin, in the article’s column', async ({
  page,
}) => {
  // The test article that shows a photo, as its Markdown names it.
  const markdown = readFileSync(contentPath('content/blog/moving-erp-to-the-cloud.md'), 'utf8');
  const [, photoAlt, photoSrc] = /^!\[([^\]]+)\]\((\/images\/[^)\s]+)\)$/m.exec(markdown)!;
  const requested: URL[] = [];
  page.on('request', (request) => requested.push(new URL(request.url())));
  await page.goto(at('/blog/moving-erp-to-the-cloud/'));
  const img = page.getByRole('img', { name: photoAlt, exact: true });
  await img.scrollIntoViewIfNeeded();
  await expect(img).toBeVisible();
  const original = await sharp(`public${photoSrc}`).metadata();
  await expect(img).toHaveAttribute('width', String(original.width));
  await expect(img).toHaveAttribute('height', String(original.height));
  await expect(img).toHaveAttribute('loading', 'lazy');
  const picture = page.locator('picture', { has: img });
  await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /\.avif 320w, /);
  await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /\.webp 320w, /);
  // A variant arrives, from this site, and the picture fits the article's column.
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => (el.complete && el.naturalWidth > 0 ? el.currentSrc : '')))
    .toMatch(new RegExp(`^${escape(new URL(page.url()).origin)}${escape(basePath)}/_img/.*\\.avif$`));
  const [column, box] = await Promise.all([img.locator('xpath=ancestor::div[1]').boundingBox(), img.boundingBox()]);
  expect(box!.width).toBeLessThanOrEqual(column!.width);
  expect(requested.filter((url) => url.origin !== new URL(page.url()).origin)).toEqual([]);
});
