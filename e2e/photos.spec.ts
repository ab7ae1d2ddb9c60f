import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { basePath } from '../lib/base-path.cjs';
import { at, expect, test } from './helpers';

const alt: string = parse(readFileSync('content/leaders/arjun-malhotra.yaml', 'utf8')).image.alt;

// Desktop Chrome (1280 px wide, 1 device pixel per CSS pixel): the about card shows the portrait
// 7rem wide, the profile up to 24rem, so the smallest variant that covers each is 320 and 640.
const pages = [
  { path: '/about/', width: 320, lazy: true },
  { path: '/profile/arjun-malhotra/', width: 640, lazy: false },
];

for (const { path, width, lazy } of pages) {
  test(`${path}: the portrait photo arrives as an AVIF ${width} px wide, never the original JPEG @smoke`, async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(at(path));
    const img = page.getByRole('img', { name: alt, exact: true });
    await img.scrollIntoViewIfNeeded();
    await expect(img).toBeVisible();

    const picture = page.locator('picture', { has: img });
    await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      /\.avif 320w, .*\.avif 1600w$/,
    );
    await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute(
      'srcset',
      /\.webp 320w, .*\.webp 1600w$/,
    );
    // The JPEG's own size, which the content loader reads from the file.
    await expect(img).toHaveAttribute('width', '1600');
    await expect(img).toHaveAttribute('height', '1920');
    if (lazy) await expect(img).toHaveAttribute('loading', 'lazy');
    else await expect(img).toHaveAttribute('fetchpriority', 'high');

    const loaded = () =>
      img.evaluate((el: HTMLImageElement) =>
        el.complete && el.naturalWidth > 0 ? new URL(el.currentSrc).pathname : '',
      );
    const variant = new RegExp(
      `^${basePath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/_img/images/leaders/arjun-malhotra\\.${width}\\.[0-9a-f]{10}\\.avif$`,
    );
    await expect.poll(loaded).toMatch(variant);
    expect(requested.filter((p) => p.endsWith('/arjun-malhotra.jpg'))).toEqual([]);
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
