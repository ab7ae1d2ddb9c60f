import { AxeBuilder } from '@axe-core/playwright';
import { at, expect, sitemapRoutes, test, watchPage } from './helpers';

/** The checks every page passes, run for each route in the exported sitemap. */
for (const route of sitemapRoutes()) {
  test(`route ${route} is clean, titled and accessible`, async ({ page }) => {
    const problems = watchPage(page);
    const response = await page.goto(at(route), { waitUntil: 'load' });
    expect(response?.status(), 'served with 200').toBe(200);

    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
    expect((await page.title()).trim().length, 'has a <title>').toBeGreaterThan(10);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.trim().length ?? 0, 'has a meta description').toBeGreaterThan(30);

    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    const violations = axe.violations.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
    expect(violations, 'axe-core WCAG 2.2 AA violations').toEqual([]);

    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
}
