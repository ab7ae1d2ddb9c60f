/**
 * The product groups in the Products menu (the header's and the phone's) and the products index:
 * each group names its first few products and links to its own page, which lists them all.
 * So the menus, on every page, stay the same size however many products a group gains.
 */
import type navigationCopy from '@/content/copy/navigation.yaml';
import { fill } from '../text/fill';
import type { NavItem } from './nav-types';
import { paths } from '../paths';

/** How many of a group's products the menus and the products index show before its page's link. */
export const GROUP_PREVIEW = 6;

interface Named {
  slug: string;
  title: string;
}

export interface MenuGroup extends Named {
  products: readonly Named[];
}

/** A group's page's link ("All {group}") and the products index's, from content/copy/navigation.yaml. */
type Words = Pick<typeof navigationCopy, 'allInGroup' | 'allProducts'>;

export const preview = <T>(products: readonly T[]): T[] => products.slice(0, GROUP_PREVIEW);

/** The Products menu, the header's and the phone's: a submenu per group, then the products index. */
export function productMenuOf(groups: readonly MenuGroup[], words: Words): NavItem[] {
  return [
    ...groups.map((group) => ({
      label: group.title,
      sections: [
        { links: preview(group.products).map((p) => ({ label: p.title, href: paths.product(p.slug) })) },
        { links: [{ label: fill(words.allInGroup, { group: group.title }), href: paths.productGroup(group.slug) }] },
      ],
    })),
    { label: words.allProducts, href: paths.products },
  ];
}
