import { checkedRoutes } from '../scripts/html-files.mjs';
import { at, expect, registryRoutes, test } from './helpers';

/**
 * How every page of the registry opens and ends, on a phone 390 × 844: it names itself (its h1)
 * on the first screen, and the last section of main, before the footer, holds a next step: a
 * link or button to contact, a quote, an application or a related page of the site.
 */
const checked = checkedRoutes();
const routes = registryRoutes().filter((route) => !checked || checked.has(route));
const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });

for (const route of routes) {
  test(`${route}: its h1 starts on a phone's first screen; its last section offers a next step`, async ({ page }) => {
    await page.goto(at(route));
    const top = await page.locator('h1').evaluate((h1) => h1.getBoundingClientRect().top + window.scrollY);
    expect(top, 'h1 top, px from the page top').toBeLessThan(PHONE.height);

    const steps = await page.locator('main').evaluate((main) => {
      const here = new URL(location.href);
      const last = [...main.children]
        .filter((el) => !['SCRIPT', 'STYLE', 'TEMPLATE', 'DIALOG'].includes(el.tagName))
        .filter((el) => el.getBoundingClientRect().height > 0)
        .at(-1)!;
      const links = [...last.querySelectorAll<HTMLAnchorElement>('a[href]')].filter((a) => {
        const url = new URL(a.href);
        if (url.protocol === 'mailto:' || url.protocol === 'tel:') return true;
        if (url.origin !== here.origin) return false;
        // Another page of the site, or the contact section.
        return url.pathname !== here.pathname || url.hash === '#contact';
      });
      const buttons = [...last.querySelectorAll('button')].filter((b) => b.getBoundingClientRect().height > 0);
      return [...links, ...buttons].map((el) => el.textContent!.trim());
    });
    expect(steps.length, 'links or buttons in the last section of main').toBeGreaterThan(0);
  });
}
