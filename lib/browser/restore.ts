/**
 * Calls `back` each time the browser shows this page again from its back/forward cache: the
 * page was never reloaded, so nothing that runs once per load (a page view, a log line) ran.
 * Returns the function that stops listening.
 */
export function onRestore(back: () => void): () => void {
  const listener = (event: PageTransitionEvent) => event.persisted && back();
  window.addEventListener('pageshow', listener);
  return () => window.removeEventListener('pageshow', listener);
}
