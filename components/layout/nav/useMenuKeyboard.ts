import { useRef, type KeyboardEvent } from 'react';
import { menuKeyTarget } from '@/lib/menus/menu-keys';
import { createTypeahead } from '@/lib/menus/typeahead';

/** Every item of a menu, its open submenus' items included. */
export const ALL_ITEMS = ':scope [data-menu-item]';
/** A menu's own items (links and submenu triggers), not those inside its open submenus. */
export const OWN_ITEMS = ':scope > div > [data-menu-item], :scope > [data-menu-item]';

export function menuItems(menu: HTMLElement | null, selector: string): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>(selector) ?? []);
}

/**
 * Roving focus for one menu: arrows, Home/End and typeahead (with its own typed-so-far text).
 * The returned handler moves focus among `items` and reports whether the key was the menu's.
 */
export function useMenuKeyboard() {
  const typeahead = useRef(createTypeahead()).current;
  return (event: KeyboardEvent, items: HTMLElement[]): boolean => {
    const current = items.indexOf(document.activeElement as HTMLElement);
    const labels = items.map((el) => el.textContent ?? '');
    const next = menuKeyTarget(event, labels, current, typeahead);
    if (next === null) return false;
    event.preventDefault();
    event.stopPropagation();
    if (next >= 0) items[next]?.focus();
    return true;
  };
}
