/**
 * The handshake with the page's loader (lib/page-start.ts). An element that needs the app to act
 * carries `data-island` in the server HTML; this ref callback marks it `data-ready` once its
 * handlers are live, and the loader then presses it again if the visitor pressed it before.
 */
export const ISLAND = { 'data-island': '' } as const;

export function markReady(element: HTMLElement | null) {
  element?.setAttribute('data-ready', '');
}
