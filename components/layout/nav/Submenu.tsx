import { useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { cn } from '@/lib/styles/cn';
import type { NavSection } from '@/lib/menus/nav-types';
import { ChevronRight } from 'lucide';
import { Glyph } from '@/components/ui/glyph-base';
import { submenuOffset } from '@/lib/menus/menu-position';
import { MenuSections, MenuSurface, menuItemClass } from './MenuParts';
import { useHoverIntent } from './useHoverIntent';
import { ALL_ITEMS, menuItems, useMenuKeyboard } from './useMenuKeyboard';

/** Submenus open this long after the pointer rests on their trigger (spec: 100 ms). */
const SUBMENU_HOVER_DELAY_MS = 100;

interface SubmenuProps {
  label: string;
  sections: NavSection[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onNavigate: () => void;
}

/** A menu item that opens a submenu of grouped links: on hover, click, Enter, Space or the right arrow. */
export function Submenu({ label, sections, open, onOpenChange, onNavigate }: SubmenuProps) {
  const panelId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const moveFocus = useMenuKeyboard();
  // True while the submenu is open only because the pointer rested on its trigger.
  const openedByHover = useRef(false);
  const hover = useHoverIntent({
    enterDelayMs: SUBMENU_HOVER_DELAY_MS,
    onEnter: open
      ? undefined
      : () => {
          openedByHover.current = true;
          onOpenChange(true);
        },
  });

  // Positioned here rather than with Headless UI's `anchor`, which only places its own components.
  useLayoutEffect(() => {
    const el = panel.current;
    const row = el?.parentElement;
    if (!open || !el || !row) return;
    el.style.left = `${submenuOffset(row.getBoundingClientRect(), el.offsetWidth, window.innerWidth)}px`;
  }, [open]);

  const onPanelKeyDown = (event: KeyboardEvent) => {
    if (moveFocus(event, menuItems(panel.current, ALL_ITEMS))) return;
    if (event.key === 'ArrowLeft' || event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onOpenChange(false);
      trigger.current?.focus();
    }
  };

  const focusFirst = useRef(false);
  const openAndFocus = () => {
    hover.cancel();
    openedByHover.current = false;
    focusFirst.current = true;
    onOpenChange(true);
  };

  // Focus moves in the same commit that shows the submenu, so a key typed right after lands in it.
  useLayoutEffect(() => {
    if (open && focusFirst.current) menuItems(panel.current, ALL_ITEMS)[0]?.focus();
    focusFirst.current = false;
  }, [open]);

  return (
    <div className="relative" onPointerEnter={hover.onPointerEnter} onPointerLeave={hover.onPointerLeave}>
      <button
        ref={trigger}
        type="button"
        role="menuitem"
        tabIndex={-1}
        data-menu-item
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        className={`${menuItemClass} ${open ? 'bg-brand-50 text-brand-800' : ''}`}
        onClick={() => {
          // The click that usually follows a hover confirms the submenu instead of toggling it shut,
          // as the top-level menus do; a second click closes it.
          if (open && openedByHover.current) openedByHover.current = false;
          else if (open) onOpenChange(false);
          else openAndFocus();
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight' || event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            event.stopPropagation();
            openAndFocus();
          }
        }}
      >
        <span>{label}</span>
        <Glyph icon={ChevronRight} className="h-4 w-4 shrink-0 text-slate-400" />
      </button>
      {open ? (
        <MenuSurface
          ref={panel}
          id={panelId}
          label={label}
          onKeyDown={onPanelKeyDown}
          className={cn(
            'top-0 left-full z-10 max-h-[min(70vh,36rem)] overflow-y-auto',
            sections.length > 2 ? 'w-[min(36rem,70vw)] columns-2 gap-2 [&>div]:break-inside-avoid' : 'w-72',
          )}
        >
          <MenuSections sections={sections} onNavigate={onNavigate} />
        </MenuSurface>
      ) : null}
    </div>
  );
}
