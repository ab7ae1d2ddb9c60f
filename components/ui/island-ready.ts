import { ATTR } from '@/lib/page-start/protocol';

/**
 * The handshake with page-start: an island's ref marks it `data-ready` once its handlers are live,
 * and page-start then hands over, pressing again what the visitor pressed early. Every island
 * marks itself through `markReady` (lib/house-rules.test.ts holds to it).
 */
export const ISLAND = { [ATTR.island]: '' } as const;

export function markReady(element: HTMLElement | null) {
  element?.setAttribute(ATTR.ready, '');
}
