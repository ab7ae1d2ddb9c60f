'use client';

import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { isSubmenu, type NavItem } from '@/lib/menus/nav-types';
import { MenuLink, MenuSurface } from './MenuParts';
import { Submenu } from './Submenu';
import { menuItems, OWN_ITEMS, useMenuKeyboard } from './useMenuKeyboard';

interface PanelProps {
  id: string;
  label: string;
  items: NavItem[];
  /** Where focus goes when the menu opens from the keyboard. */
  initialFocus?: 'first' | 'last';
  /** The dropdown's root: a pointer-down outside it closes the menu. */
  root: RefObject<HTMLDivElement | null>;
  onClose: (returnFocus: boolean) => void;
}

/**
 * The open menu of a header dropdown (loaded on first intent): a WAI-ARIA menu with arrow keys,
 * Home/End, typeahead and submenus; Escape, Tab, an outside click and navigation close it.
 */
export default function MenuPanel({ id, label, items, initialFocus, root, onClose }: PanelProps) {
  const menu = useRef<HTMLDivElement>(null);
  const [openSub, setOpenSub] = useState<number | null>(null);
  const moveFocus = useMenuKeyboard();

  useEffect(() => {
    if (!initialFocus) return;
    const own = menuItems(menu.current, OWN_ITEMS);
    (initialFocus === 'first' ? own[0] : own[own.length - 1])?.focus();
  }, [initialFocus]);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) onClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [root, onClose]);

  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
      return;
    }
    if (event.key === 'Tab') {
      onClose(false);
      return;
    }
    if (moveFocus(event, menuItems(menu.current, OWN_ITEMS))) setOpenSub(null);
  };

  return (
    <MenuSurface ref={menu} id={id} label={label} onKeyDown={onMenuKeyDown} className="top-full left-0 z-50 mt-2 w-72">
      {items.map((item, index) =>
        isSubmenu(item) ? (
          <Submenu
            key={item.label}
            label={item.label}
            sections={item.sections}
            open={openSub === index}
            onOpenChange={(next) => setOpenSub(next ? index : null)}
            onNavigate={() => onClose(false)}
          />
        ) : (
          <MenuLink
            key={item.href}
            link={item}
            onNavigate={() => onClose(false)}
            onPointerEnter={() => setOpenSub(null)}
          />
        ),
      )}
    </MenuSurface>
  );
}
