import { ATTR, having } from './protocol';

/**
 * How page-start listens, for every event it answers: on window, in the capture phase, so it
 * hears each event first. React listens at its root and, for a press that lands on a part of the
 * page it has not hydrated yet, tries to hydrate it and otherwise stops the event's propagation
 * (react-dom's dispatchEvent) and replays it to its own handlers later: a listener below it, or
 * on window's bubble phase, never hears that press, the very one made in the instant the app
 * starts. Hearing everything first, page-start decides who answers by one rule, `unready` below.
 */
export function listen<K extends keyof WindowEventMap>(
  type: K,
  handler: (event: WindowEventMap[K]) => void,
  options: { passive?: boolean } = {},
): void {
  addEventListener(type, handler, { ...options, capture: true });
}

/**
 * The hand-over, one rule for every island: an event belongs to the nearest island around its
 * target (`island`), which is page-start's to answer until the island marks itself `ready`
 * (components/ui/island-ready.ts, once its handlers are live), and React's from then on; this
 * returns that island while it is still page-start's, else null. What page-start does with an
 * event on it follows from what the island is: a button's press is held and made again, a form's
 * submit likewise, a list filters, a dialog keeps the value of the button that opened it. Parts
 * of the page that are in no island (the carousel) have no app: page-start always answers them.
 */
export function unready(target: EventTarget | null): HTMLElement | null {
  const island = closest(target, having('island'));
  return island && !island.hasAttribute(ATTR.ready) ? island : null;
}

/** The element around an event's target (itself included) that matches; none for a target that is no element (the document). */
export const closest = <T extends Element = HTMLElement>(target: EventTarget | null, selector: string) =>
  target instanceof Element ? target.closest<T>(selector) : null;
