import type { createTypeahead } from './typeahead';

/** The parts of a key press a menu looks at. */
export interface MenuKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/**
 * Which item a key press in a menu moves focus to, given the items' labels and the focused
 * item's index (-1: none): arrows step and wrap, Home and End jump to the ends, and a printable
 * character without a modifier searches by typeahead (-1 when nothing matches). Null: the key
 * is not the menu's to handle.
 */
export function menuKeyTarget(
  event: MenuKey,
  labels: string[],
  current: number,
  typeahead: ReturnType<typeof createTypeahead>,
): number | null {
  const count = labels.length;
  if (event.key === 'ArrowDown') return (current + 1) % count;
  if (event.key === 'ArrowUp') return (current - 1 + count) % count;
  if (event.key === 'Home') return 0;
  if (event.key === 'End') return count - 1;
  if (event.key.length === 1 && /\S/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
    return typeahead.match(event.key, labels, current);
  }
  return null;
}
