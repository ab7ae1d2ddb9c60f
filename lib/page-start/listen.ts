/**
 * How the loader listens, for every event it answers: on window, in the capture phase, so it
 * hears each event first. React listens at its root and, for a press that lands on a part of the
 * page it has not hydrated yet, tries to hydrate it and otherwise stops the event's propagation
 * (react-dom's dispatchEvent) and replays it to its own handlers later: a listener below it, or
 * on window's bubble phase, never hears that press, the very one made in the instant the app
 * starts. Hearing everything first, the loader decides by one flag who answers: an island's
 * `data-ready` (lib/page-start/protocol.ts) says React does; without it, the loader does.
 */
export function listen<K extends keyof WindowEventMap>(
  type: K,
  handler: (event: WindowEventMap[K]) => void,
  options: { passive?: boolean } = {},
): void {
  addEventListener(type, handler, { ...options, capture: true });
}
