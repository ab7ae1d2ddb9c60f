import type { Page } from '@playwright/test';
import { fill } from '../lib/text/fill';
import { copyOf } from './copy';
import { at, axeViolations, expect, failLazyChunks, test } from './helpers';

const ui = copyOf('ui');

const { pages, landmarks, footer, enterpriseIt, enterpriseOverview, allInGroup, allProducts } = copyOf('navigation');

/** The main navigation's button that opens the menu `name`. */
const menuButton = (page: Page, name: string) =>
  page.getByRole('navigation', { name: landmarks.main }).getByRole('button', { name });

test.describe('desktop menus', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('Products menu opens on click and its group submenu on hover, linking to a product', async ({ page }) => {
    await page.goto(at('/'));
    const nav = page.getByRole('navigation', { name: landmarks.main });
    await nav.getByRole('button', { name: pages.products }).click();
    const menu = page.getByRole('menu', { name: pages.products });
    await expect(menu).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Cables & Wiring', exact: true }).hover();
    const submenu = page.getByRole('menu', { name: 'Cables & Wiring' });
    await expect(submenu).toBeVisible();
    await submenu.getByRole('menuitem', { name: 'Power Cables' }).click();
    await expect(page).toHaveURL(/\/products\/power-cables\/$/);
    await expect(page.getByRole('menu')).toHaveCount(0);
  });

  test('a group submenu ends with a link to the group’s own page', async ({ page }) => {
    await page.goto(at('/'));
    await menuButton(page, pages.products).click();
    await page
      .getByRole('menu', { name: pages.products })
      .getByRole('menuitem', { name: 'Networking & Servers' })
      .click();
    const submenu = page.getByRole('menu', { name: 'Networking & Servers' });
    const all = fill(allInGroup, { group: 'Networking & Servers' });
    await expect(submenu.getByRole('menuitem').last()).toHaveText(all);
    await submenu.getByRole('menuitem', { name: all }).click();
    await expect(page).toHaveURL(/\/products\/range\/networking-servers\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Networking & Servers');
  });

  test('Services menu works from the keyboard: arrows, submenu, typeahead and Escape', async ({ page }) => {
    await page.clock.install();
    await page.goto(at('/'));
    const trigger = menuButton(page, pages.services);
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: pages.services });
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Quantum Computing' })).toBeFocused();
    await page.keyboard.type('sa');
    await expect(menu.getByRole('menuitem', { name: 'SAP ERP' })).toBeFocused();
    await page.clock.fastForward(1100); // typeahead resets after 1 s
    await page.keyboard.type('e');
    await expect(menu.getByRole('menuitem', { name: enterpriseIt })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    const submenu = page.getByRole('menu', { name: enterpriseIt });
    await expect(submenu.getByRole('menuitem', { name: 'Compute & Storage' })).toBeFocused();
    await expect(submenu.getByRole('group', { name: 'Networking Solutions' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(submenu).toBeHidden();
    await expect(menu.getByRole('menuitem', { name: enterpriseIt })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('Space opens the menu; Enter on an item navigates', async ({ page }) => {
    await page.goto(at('/about/'));
    const trigger = menuButton(page, pages.services);
    await trigger.focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('menu', { name: pages.services }).getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('End');
    await expect(page.getByRole('menuitem', { name: enterpriseOverview })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/services\/enterprise-it\/$/);
  });

  test('hovering a submenu trigger and then clicking it keeps the submenu open', async ({ page }) => {
    await page.goto(at('/'));
    await menuButton(page, pages.products).hover();
    const menu = page.getByRole('menu', { name: pages.products });
    await expect(menu).toBeVisible();
    const trigger = menu.getByRole('menuitem', { name: 'Cables & Wiring', exact: true });
    await trigger.hover();
    const submenu = page.getByRole('menu', { name: 'Cables & Wiring' });
    await expect(submenu).toBeVisible();

    await trigger.click();
    await expect(submenu).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // A second click is a deliberate toggle and closes it.
    await trigger.click();
    await expect(submenu).toBeHidden();
    await trigger.click();
    await submenu.getByRole('menuitem', { name: 'Power Cables' }).click();
    await expect(page).toHaveURL(/\/products\/power-cables\/$/);
  });

  test('menus close on outside click and on Tab', async ({ page }) => {
    await page.goto(at('/'));
    const trigger = menuButton(page, pages.products);
    await trigger.click();
    await expect(page.getByRole('menu', { name: pages.products })).toBeVisible();
    await page.mouse.click(5, 600);
    await expect(page.getByRole('menu')).toHaveCount(0);
    await trigger.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('menu')).toHaveCount(0);
  });
});

test.describe('a menu whose panel cannot download', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  /** Hovers "Products" while its panel's chunk cannot download; returns its trigger and a way back online. */
  async function hoverProductsOffline(page: Page) {
    const restore = await failLazyChunks(page, '/');
    await page.goto(at('/'));
    const failure = page.waitForEvent('console', (msg) => msg.text().includes(`${pages.products} menu could not load`));
    const products = menuButton(page, pages.products);
    await products.hover();
    await failure;
    return { products, restore };
  }

  test('follows its link when clicked', async ({ page }) => {
    const { products, restore } = await hoverProductsOffline(page);
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(ui.error.title);
    await restore();
    await products.click();
    await expect(page).toHaveURL(/\/products\/$/);
  });

  test('opens on the next hover once back online', async ({ page }) => {
    const { products, restore } = await hoverProductsOffline(page);
    await restore();
    await page.mouse.move(640, 600);
    await products.hover();
    await expect(page.getByRole('menu', { name: pages.products })).toBeVisible();
  });
});

test.describe('mobile panel', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('with its groups folded it fits one screen, names Careers, Blog and Contact, and closes on choice and on Escape', async ({
    page,
  }) => {
    await page.goto(at('/'));
    const toggle = page.getByRole('banner').locator('summary', { hasText: ui.menuToggle });
    await toggle.click();
    const panel = page.getByRole('navigation', { name: landmarks.mobile });
    await expect(panel).toBeVisible();
    for (const group of [pages.products, pages.services, footer.company])
      await expect(panel.locator('summary', { hasText: group })).toBeVisible();
    for (const name of [pages.careers, pages.blog, pages.contact, pages.pricing])
      await expect(panel.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'SAP ERP' })).toBeHidden();
    // One screen: nothing below the screen's edge and nothing to scroll inside the panel.
    const { bottom, scroll, height } = await panel.evaluate((el) => ({
      bottom: el.getBoundingClientRect().bottom,
      scroll: el.scrollHeight,
      height: el.clientHeight,
    }));
    expect(bottom).toBeLessThanOrEqual(844);
    expect(scroll).toBeLessThanOrEqual(height);

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await panel.getByRole('link', { name: pages.careers }).click();
    await expect(page).toHaveURL(/\/careers\/$/);
    await expect(panel).toBeHidden();
  });

  test('Services folds the services with Enterprise IT inside; Company the company’s pages; the panel then scrolls', async ({
    page,
  }) => {
    await page.goto(at('/'));
    await page.getByRole('banner').locator('summary', { hasText: ui.menuToggle }).tap();
    const panel = page.getByRole('navigation', { name: landmarks.mobile });
    await panel.locator('summary', { hasText: pages.services }).tap();
    await expect(panel.getByRole('link', { name: 'SAP ERP' })).toBeVisible();
    const security = panel.getByRole('link', { name: 'Network Security' });
    await expect(security).toBeHidden();
    const enterprise = panel.locator('summary', { hasText: enterpriseIt });
    await enterprise.focus();
    await page.keyboard.press('Enter');
    await expect(panel.getByText('Networking Solutions', { exact: true })).toBeVisible();
    await expect(security).toHaveAttribute('href', /\/services\/enterprise-it\/network-security\/$/);
    await expect(panel.getByRole('link', { name: enterpriseOverview })).toBeVisible();

    await panel.locator('summary', { hasText: footer.company }).tap();
    for (const name of [pages.about, pages.caseStudies, pages.training])
      await expect(panel.getByRole('link', { name, exact: true })).toBeVisible();
    // Opened, it is as tall as the spec's panel may be (80% of the screen) and scrolls inside.
    const { height, scroll } = await panel.evaluate((el) => ({
      height: el.getBoundingClientRect().height,
      scroll: el.scrollHeight,
    }));
    expect(height).toBeLessThanOrEqual(844 * 0.8 + 1);
    expect(scroll).toBeGreaterThan(height);
    expect(await axeViolations(page, { include: 'body > header' }), 'axe-core violations in the open panel').toEqual(
      [],
    );
    await panel.getByRole('link', { name: pages.about }).click();
    await expect(page).toHaveURL(/\/about\/$/);
    await expect(panel).toBeHidden();
  });

  test('Products folds each product group: it opens by tap and by keyboard', async ({ page }) => {
    await page.goto(at('/'));
    await page.getByRole('banner').locator('summary', { hasText: ui.menuToggle }).tap();
    const panel = page.getByRole('navigation', { name: landmarks.mobile });
    const cables = panel.locator('summary', { hasText: 'Cables & Wiring' });
    await expect(cables).toBeHidden();
    await panel.locator('summary', { hasText: pages.products }).tap();
    await expect(panel.getByRole('link', { name: allProducts })).toBeVisible();

    // Folded: its products are in the panel but hidden until the group opens.
    const power = panel.getByRole('link', { name: 'Power Cables' });
    await expect(power).toBeHidden();
    await cables.tap();
    await expect(power).toBeVisible();
    await expect(panel.getByRole('link', { name: fill(allInGroup, { group: 'Cables & Wiring' }) })).toHaveAttribute(
      'href',
      /\/products\/range\/cables-wiring\/$/,
    );

    const computing = panel.locator('summary', { hasText: 'Personal Computing' });
    await computing.focus();
    await page.keyboard.press('Enter');
    const tablet = panel.getByRole('link', { name: 'Rugged Enterprise Tablet' });
    await expect(tablet).toBeVisible();
    await page.keyboard.press('Space');
    await expect(tablet).toBeHidden();

    await power.tap();
    await expect(page).toHaveURL(/\/products\/power-cables\/$/);
    await expect(panel).toBeHidden();
  });
});

test.describe('hash navigation and scrolling', () => {
  // Smooth scrolling and the next page's entry fade are what most visitors get: these check where
  // they land, so with motion (the project asks for none).
  test.use({ reducedMotion: 'no-preference' });
  test('contact link from another page lands on the contact section', async ({ page }) => {
    await page.goto(at('/about/'));
    await page.getByRole('contentinfo').getByRole('link', { name: pages.contact }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.locator('#contact')).toBeInViewport();
  });

  test('hero actions scroll to contact and services on the home page', async ({ page }) => {
    const { hero } = copyOf('home');
    await page.goto(at('/'));
    await page.getByRole('link', { name: hero.primary }).click();
    await expect(page.locator('#contact h2')).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('link', { name: hero.secondary }).click();
    await expect(page.locator('#services h2')).toBeInViewport();
  });

  test('a new route starts at the top and logs a page view', async ({ page }) => {
    const views: string[] = [];
    page.on('console', (msg) => {
      if (msg.text().includes('Page view')) views.push(msg.text());
    });
    await page.goto(at('/'));
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: pages.careers }).click();
    await expect(page).toHaveURL(/\/careers\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // The new page's app starts with the visitor's first interaction there, and logs its view.
    await page.mouse.move(20, 20);
    await expect.poll(() => views.length).toBeGreaterThanOrEqual(2);
  });
});
