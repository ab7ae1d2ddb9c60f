/**
 * The product groups in the header's Products menu, the mobile menu and the products index:
 * each group names its first few products and links to its own page, which lists them all.
 * So the menus, on every page, stay the same size however many products a group gains.
 */
import { fill } from './fill';
import type { NavItem, NavLink, NavSection } from './nav-types';
import { paths } from './paths';

/** How many of a group's products the menus and the products index show before its page's link. */
export const GROUP_PREVIEW = 6;

interface Named {
  slug: string;
  title: string;
}

export interface MenuGroup extends Named {
  products: readonly Named[];
}

interface Words {
  /** A group's page, e.g. "All {group}". */
  allInGroup: string;
  allProducts: string;
}

/** The products a menu or overview shows of a group. */
export const preview = <T>(products: readonly T[]): T[] => products.slice(0, GROUP_PREVIEW);

function groupLinks(group: MenuGroup, allInGroup: string): { products: NavLink[]; page: NavLink } {
  return {
    products: preview(group.products).map((p) => ({ label: p.title, href: paths.product(p.slug) })),
    page: { label: fill(allInGroup, { group: group.title }), href: paths.productGroup(group.slug) },
  };
}

/** The header's Products menu: a submenu per group, then the products index. */
export function productMenuOf(groups: readonly MenuGroup[], words: Words): NavItem[] {
  return [
    ...groups.map((group) => {
      const { products, page } = groupLinks(group, words.allInGroup);
      return { label: group.title, sections: [{ links: products }, { links: [page] }] };
    }),
    { label: words.allProducts, href: paths.products },
  ];
}

/** The mobile menu's products: one folded list per group. */
export function productFoldsOf(groups: readonly MenuGroup[], words: Pick<Words, 'allInGroup'>): NavSection[] {
  return groups.map((group) => {
    const { products, page } = groupLinks(group, words.allInGroup);
    return { heading: group.title, links: [...products, page] };
  });
}
