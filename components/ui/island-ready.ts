import { ATTR } from '@/lib/page-start/protocol';

/**
 * The handshake with page-start (lib/page-start/). An element that needs the app to act
 * carries `data-island` in the server HTML; this ref callback marks it `data-ready` once its
 * handlers are live, and page-start then presses it again if the visitor pressed it before.
 * Every island says so through `markReady` (lib/house-rules.test.ts holds to it): a form, a
 * filtered list, a dialog that several buttons open.
 */
export const ISLAND = { [ATTR.island]: '' } as const;

export function markReady(element: HTMLElement | null) {
  element?.setAttribute(ATTR.ready, '');
}
