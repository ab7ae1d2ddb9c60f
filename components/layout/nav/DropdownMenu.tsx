'use client';

import { Suspense, useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { NavItem } from '@/lib/menus/nav-types';
import { IslandBoundary, lazyWithRetry } from '@/components/ui/lazy-island';
import { asset } from '@/lib/paths';
import { useHydrated } from '@/components/forms/useHydrated';
import { useHoverIntent } from './useHoverIntent';

// The menu's behaviour loads on first intent (hover, focus or touch), not with the page.
const MenuPanel = lazyWithRetry(() => import('./MenuPanel'));

/** Closing waits a little so the pointer can cross the gap between trigger and panel. */
const CLOSE_DELAY_MS = 150;

type Opener = 'hover' | 'click' | 'keyboard';

/**
 * A header dropdown (WAI-ARIA menu button). Without JavaScript, or before it runs, the trigger
 * is a plain link to the section's index page, and says so (no menu role); with it, it opens the
 * menu on click, hover and keyboard. If the menu's code cannot download, it is a link again.
 */
export default function DropdownMenu({
  label,
  href,
  items,
  chevron,
}: {
  label: string;
  href: string;
  items: NavItem[];
  /** Server-rendered, so its drawing stays out of every page's JavaScript; it turns with the trigger's aria-expanded. */
  chevron: ReactNode;
}) {
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [initialFocus, setInitialFocus] = useState<'first' | 'last' | undefined>();
  const [failed, setFailed] = useState(false);
  const live = useHydrated();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLAnchorElement>(null);
  const openedBy = useRef<Opener>('click');

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  }, []);

  const openMenu = (focus: 'first' | 'last' | undefined, by: Opener) => {
    hover.cancel();
    if (!open) openedBy.current = by;
    setFailed(false);
    setInitialFocus(focus);
    setOpen(true);
  };

  const hover = useHoverIntent({
    onEnter: () => openMenu(undefined, 'hover'),
    onLeave: () => close(false),
    leaveDelayMs: CLOSE_DELAY_MS,
  });

  const onPanelError = () => {
    setOpen(false);
    if (openedBy.current === 'hover') setFailed(true);
    else window.location.assign(asset(href));
  };

  // A pointer that came to rest on the trigger before the app started gets its menu now, as if
  // it had just arrived: its pointerenter happened before anything listened.
  useEffect(() => {
    if (root.current?.matches(':hover') && window.matchMedia('(hover: hover)').matches) {
      openedBy.current = 'hover';
      setOpen(true);
    }
  }, []);

  return (
    <div
      ref={root}
      className="relative"
      onPointerEnter={(e) => {
        if (e.pointerType !== 'mouse') MenuPanel.prefetch();
        hover.onPointerEnter(e);
      }}
      onPointerLeave={hover.onPointerLeave}
    >
      <a
        ref={trigger}
        href={asset(href)}
        // Until the app runs, the trigger is the link it looks like: no menu-button role to announce.
        role={live ? 'button' : undefined}
        aria-haspopup={live ? 'menu' : undefined}
        aria-expanded={live ? open : undefined}
        aria-controls={open ? menuId : undefined}
        onFocus={MenuPanel.prefetch}
        onClick={(event) => {
          if (failed) return;
          event.preventDefault();
          // A menu the pointer has just opened stays open on click instead of toggling shut.
          if (open && openedBy.current === 'hover') openedBy.current = 'click';
          else if (open) close(false);
          else openMenu(undefined, 'click');
        }}
        onKeyDown={(event) => {
          if (failed && event.key === 'Enter') return;
          if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            openMenu('first', 'keyboard');
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            openMenu('last', 'keyboard');
          } else if (event.key === 'Escape' && open) {
            close(false);
          }
        }}
        className="group inline-flex items-center gap-1 rounded-full px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-expanded:bg-slate-100 aria-expanded:text-slate-900"
      >
        {label}
        {chevron}
      </a>
      {open ? (
        <IslandBoundary name={`${label} menu`} fallback={null} onError={onPanelError}>
          <Suspense fallback={null}>
            <MenuPanel
              id={menuId}
              label={label}
              items={items}
              initialFocus={initialFocus}
              root={root}
              onClose={close}
            />
          </Suspense>
        </IslandBoundary>
      ) : null}
    </div>
  );
}
