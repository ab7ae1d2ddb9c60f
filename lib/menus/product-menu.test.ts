/** @jest-environment node */
import { isSubmenu } from './nav-types';
import { GROUP_PREVIEW, preview, productMenuOf, type MenuGroup } from './product-menu';

const words = { allInGroup: 'All {group}', allProducts: 'All products' };

/** `groups` groups of `size` products each. */
const catalogue = (groups: number, size: number): MenuGroup[] =>
  Array.from({ length: groups }, (_group, g) => ({
    slug: `group-${g}`,
    title: `Group ${g}`,
    products: Array.from({ length: size }, (_product, p) => ({
      slug: `product-${g}-${p}`,
      title: `Product ${g}.${p}`,
    })),
  }));

const linkCount = (menu: ReturnType<typeof productMenuOf>) =>
  menu.reduce((n, item) => n + (isSubmenu(item) ? item.sections.flatMap((s) => s.links).length : 1), 0);

describe('product menus', () => {
  it('lists every product of a group that fits, then the group’s page', () => {
    const [group] = catalogue(1, 3);
    const [submenu, all] = productMenuOf([group!], words);
    expect(submenu).toEqual({
      label: 'Group 0',
      sections: [
        {
          links: [
            { label: 'Product 0.0', href: '/products/product-0-0/' },
            { label: 'Product 0.1', href: '/products/product-0-1/' },
            { label: 'Product 0.2', href: '/products/product-0-2/' },
          ],
        },
        { links: [{ label: 'All Group 0', href: '/products/range/group-0/' }] },
      ],
    });
    expect(all).toEqual({ label: 'All products', href: '/products/' });
  });

  it('stays at groups × (preview + 1) links plus "All products", however large the groups grow', () => {
    for (const size of [0, 1, GROUP_PREVIEW, GROUP_PREVIEW + 1, 300]) {
      const menu = productMenuOf(catalogue(7, size), words);
      expect(linkCount(menu)).toBe(7 * (Math.min(size, GROUP_PREVIEW) + 1) + 1);
    }
  });

  it('previews the first products in their order', () => {
    expect(preview([1, 2, 3])).toEqual([1, 2, 3]);
    expect(preview(Array.from({ length: 50 }, (_, i) => i))).toEqual([0, 1, 2, 3, 4, 5].slice(0, GROUP_PREVIEW));
  });
});
