/**
 * Menu shapes, kept apart from lib/navigation.ts so client islands can import them
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

/** A section of the mobile menu; its `folds` are lists shown folded (native disclosures) before its links. */
export interface MobileSection extends NavSection {
  folds?: NavSection[];
}

/** A top-level menu entry: a link, or a submenu of sections. */
export type NavItem = NavLink | { label: string; sections: NavSection[] };

export function isSubmenu(item: NavItem): item is { label: string; sections: NavSection[] } {
  return 'sections' in item;
}
