import { ATTR, having } from './protocol';

/**
 * Page-start listens on window in the capture phase: React stops a press on a part it has not
 * hydrated yet and replays it later, so a listener anywhere else never hears the press made as
 * the app starts.
 */
export function listen<K extends keyof WindowEventMap>(
  type: K,
  handler: (event: WindowEventMap[K]) => void,
  options: { passive?: boolean } = {},
): void {
  addEventListener(type, handler, { ...options, capture: true });
}

/**
 * The hand-over, one rule for every island: an event is page-start's to answer until the island
 * around it marks itself `ready` (components/ui/island-ready.ts), React's from then on. Returns
 * that island while it is still page-start's, else null; parts in no island are always page-start's.
 */
export function unready(target: EventTarget | null): HTMLElement | null {
  const island = closest(target, having('island'));
  return island && !island.hasAttribute(ATTR.ready) ? island : null;
}

/** The element around an event's target (itself included) that matches; none for a target that is no element (the document). */
export const closest = <T extends Element = HTMLElement>(target: EventTarget | null, selector: string) =>
  target instanceof Element ? target.closest<T>(selector) : null;
