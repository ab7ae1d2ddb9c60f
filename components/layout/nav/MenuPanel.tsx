'use client';

import { SiteLink } from '@/components/ui/SiteLink';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { isSubmenu, type NavItem, type NavLink, type NavSection } from '@/lib/nav-types';
import { ChevronRight } from '@/components/ui/glyphs';
import { createTypeahead } from '@/lib/typeahead';

/** Submenus open this long after the pointer rests on their trigger (spec: 100 ms). */
export const SUBMENU_HOVER_DELAY_MS = 100;

const itemClass =
  'flex w-full items-center justify-between gap-3 rounded-lg px-3 py-2 text-left text-sm text-slate-700 outline-none hover:bg-brand-50 hover:text-brand-800 focus:bg-brand-50 focus:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600';

function focusables(container: HTMLElement | null): HTMLElement[] {
  return container ? Array.from(container.querySelectorAll<HTMLElement>(':scope [data-menu-item]')) : [];
}

/** Arrow, Home/End and typeahead movement shared by the menu and its submenus. */
function moveFocus(event: KeyboardEvent, items: HTMLElement[], typeahead: ReturnType<typeof createTypeahead>): boolean {
  const current = items.indexOf(document.activeElement as HTMLElement);
  let next = -1;
  if (event.key === 'ArrowDown') next = (current + 1) % items.length;
  else if (event.key === 'ArrowUp') next = (current - 1 + items.length) % items.length;
  else if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = items.length - 1;
  else if (event.key.length === 1 && /\S/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
    next = typeahead.match(
      event.key,
      items.map((el) => el.textContent ?? ''),
      current,
    );
  } else return false;
  event.preventDefault();
  event.stopPropagation();
  if (next >= 0) items[next]?.focus();
  return true;
}

function MenuLink({
  link,
  onNavigate,
  onPointerEnter,
}: {
  link: NavLink;
  onNavigate: () => void;
  onPointerEnter?: () => void;
}) {
  return (
    <SiteLink
      href={link.href}
      role="menuitem"
      tabIndex={-1}
      data-menu-item
      className={itemClass}
      onClick={onNavigate}
      onPointerEnter={onPointerEnter}
    >
      {link.label}
    </SiteLink>
  );
}

function Sections({ sections, onNavigate }: { sections: NavSection[]; onNavigate: () => void }) {
  const baseId = useId();
  return sections.map((section, i) => {
    const headingId = `${baseId}-${i}`;
    return (
      <div
        key={section.heading ?? i}
        role="group"
        aria-labelledby={section.heading ? headingId : undefined}
        className={i > 0 ? 'mt-1 border-t border-slate-100 pt-1' : undefined}
      >
        {section.heading ? (
          <p
            id={headingId}
            role="presentation"
            className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase"
          >
            {section.heading}
          </p>
        ) : null}
        {section.links.map((link) => (
          <MenuLink key={link.href} link={link} onNavigate={onNavigate} />
        ))}
      </div>
    );
  });
}

interface SubmenuProps {
  label: string;
  sections: NavSection[];
  open: boolean;
  onOpenChange: (open: boolean, focus?: 'first' | 'trigger') => void;
  onNavigate: () => void;
  wide: boolean;
}

function Submenu({ label, sections, open, onOpenChange, onNavigate, wide }: SubmenuProps) {
  const panelId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const typeahead = useRef(createTypeahead()).current;

  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  // Keep the submenu on screen: beside the menu when it fits, else on the other side, else clamped.
  useLayoutEffect(() => {
    const el = panel.current;
    const anchor = el?.parentElement;
    if (!open || !el || !anchor) return;
    const margin = 8;
    const width = el.offsetWidth;
    const box = anchor.getBoundingClientRect();
    let left = box.right + 4;
    if (left + width > window.innerWidth - margin) left = box.left - 4 - width;
    if (left < margin) left = Math.max(margin, window.innerWidth - margin - width);
    el.style.left = `${left - box.left}px`;
  }, [open]);

  const onPanelKeyDown = (event: KeyboardEvent) => {
    if (moveFocus(event, focusables(panel.current), typeahead)) return;
    if (event.key === 'ArrowLeft' || event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onOpenChange(false);
      trigger.current?.focus();
    }
  };

  const focusFirst = useRef(false);
  // True while the submenu is open only because the pointer rested on its trigger.
  const openedByHover = useRef(false);
  const openAndFocus = () => {
    clearTimeout(hoverTimer.current);
    openedByHover.current = false;
    focusFirst.current = true;
    onOpenChange(true);
  };

  // Focus moves in the same commit that shows the submenu, so a key typed right after lands in it.
  useLayoutEffect(() => {
    if (open && focusFirst.current) focusables(panel.current)[0]?.focus();
    focusFirst.current = false;
  }, [open]);

  return (
    <div
      className="relative"
      onPointerEnter={(e) => {
        if (e.pointerType !== 'mouse') return;
        clearTimeout(hoverTimer.current);
        if (open) return;
        hoverTimer.current = setTimeout(() => {
          openedByHover.current = true;
          onOpenChange(true);
        }, SUBMENU_HOVER_DELAY_MS);
      }}
      onPointerLeave={(e) => {
        if (e.pointerType === 'mouse') clearTimeout(hoverTimer.current);
      }}
    >
      <button
        ref={trigger}
        type="button"
        role="menuitem"
        tabIndex={-1}
        data-menu-item
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        className={`${itemClass} ${open ? 'bg-brand-50 text-brand-800' : ''}`}
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
        <ChevronRight className="h-4 w-4 shrink-0 text-slate-400" />
      </button>
      {open ? (
        <div
          ref={panel}
          id={panelId}
          role="menu"
          tabIndex={-1}
          aria-label={label}
          onKeyDown={onPanelKeyDown}
          className={`absolute top-0 left-full z-10 max-h-[min(70vh,36rem)] overflow-y-auto rounded-xl border border-slate-200 bg-white p-2 shadow-xl ${
            wide ? 'w-[min(36rem,70vw)] columns-2 gap-2 [&>div]:break-inside-avoid' : 'w-72'
          }`}
        >
          <Sections sections={sections} onNavigate={onNavigate} />
        </div>
      ) : null}
    </div>
  );
}

/** The menu's own items (links and submenu triggers), not those inside open submenus. */
const TOP_ITEMS = ':scope > div > [data-menu-item], :scope > [data-menu-item]';

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
 * The open menu of a header dropdown (loaded on first intent): WAI-ARIA menu with arrow keys,
 * Home/End, typeahead that resets after 1 s, submenus that open 100 ms after hover, and
 * Escape, Tab, outside click and navigation closing it.
 */
export default function MenuPanel({ id, label, items, initialFocus, root, onClose }: PanelProps) {
  const menu = useRef<HTMLDivElement>(null);
  const [openSub, setOpenSub] = useState<number | null>(null);
  const typeahead = useRef(createTypeahead()).current;

  const topItems = () => Array.from(menu.current?.querySelectorAll<HTMLElement>(TOP_ITEMS) ?? []);

  useEffect(() => {
    if (!initialFocus) return;
    const list = menu.current?.querySelectorAll<HTMLElement>(TOP_ITEMS);
    (initialFocus === 'first' ? list?.[0] : list?.[list.length - 1])?.focus();
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
    if (moveFocus(event, topItems(), typeahead)) setOpenSub(null);
  };

  return (
    <div
      ref={menu}
      id={id}
      role="menu"
      tabIndex={-1}
      aria-label={label}
      onKeyDown={onMenuKeyDown}
      className="absolute top-full left-0 z-50 mt-2 w-72 rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
    >
      {items.map((item, index) =>
        isSubmenu(item) ? (
          <Submenu
            key={item.label}
            label={item.label}
            sections={item.sections}
            open={openSub === index}
            wide={item.sections.length > 2}
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
    </div>
  );
}
