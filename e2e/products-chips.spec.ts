import { copyOf } from './copy';
import { at, expect, test } from './helpers';

const products = copyOf('product-pages').index;

for (const width of [390, 1280]) {
  test(`products: the range chips stay in view below the header as the page scrolls (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(at('/products/'));
    const chips = page.getByRole('navigation', { name: products.groupsLabel });
    const header = page.getByRole('banner');
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
    await expect(chips).toBeInViewport();
    const [bar, top] = await Promise.all([chips.boundingBox(), header.boundingBox()]);
    // Flush under the header: the header's 1 px bottom border may overlap the bar's top.
    expect(Math.abs(bar!.y - (top!.y + top!.height))).toBeLessThanOrEqual(1);

    const last = chips.getByRole('link').last();
    await last.focus();
    await expect(last).toBeFocused();
    await expect(last).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
