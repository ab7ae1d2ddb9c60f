/**
 * Menu shapes, kept apart from lib/menus/navigation.ts so client islands can import them
 * without pulling the content they are built from into the browser bundle.
 */
export interface NavLink {
  label: string;
  href: string;
}

export interface NavSection {
  heading?: string;
  links: NavLink[];
}

export type NavItem = NavLink | { label: string; sections: NavSection[] };

/**
 * An entry of the phone menu: a link, or a group folded in a native disclosure that holds a
 * header menu's own items, so the phone and the header never list different pages.
 */
export type MobileItem = NavLink | { label: string; items: NavItem[] };

export function isSubmenu(item: NavItem): item is { label: string; sections: NavSection[] } {
  return 'sections' in item;
}
