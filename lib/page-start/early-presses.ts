import { listen, unready } from './listen';
import { showLoadFailed } from './load-failed';
import { ATTR, having } from './protocol';

/**
 * A press on an island that is not live yet is held and made again once it is, so the first tap
 * is honoured (React would otherwise replay it too). A form's send is held the same way, never
 * sent natively, and answered with the "could not load" dialog if the app's files fail.
 */
export function earlyPresses(doc: Document, app: { start: () => void; onFailure: (failure: () => void) => void }) {
  const { start } = app;
  let pressed: HTMLElement | null = null;
  app.onFailure(() => {
    if (!(pressed instanceof HTMLFormElement)) return;
    pressed = null;
    showLoadFailed(() => {});
  });

  // A button island's press is held; a click in any other island is the visitor's own (a field, a
  // checkbox, a filter), and a form's submit is held below.
  listen('click', (event) => {
    const island = unready(event.target);
    if (!(island instanceof HTMLButtonElement)) return;
    event.stopImmediatePropagation();
    pressed = island;
    start();
  });
  doc.querySelectorAll(having('jsEnables')).forEach((button) => button.removeAttribute('disabled'));
  listen('submit', (event) => {
    const form = event.target as HTMLFormElement;
    // A form with an endpoint posts natively until the app has it, which works even when the
    // app's files fail to load.
    if (unready(form) !== form || form.hasAttribute('action')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    pressed = form;
    start();
  });
  // When typing began, for the form's "faster than anyone types" check once the app has it.
  listen('input', (event) => {
    const form = (event.target as HTMLInputElement).form;
    if (form && form.hasAttribute(ATTR.island) && !form.hasAttribute(ATTR.typedAt))
      form.setAttribute(ATTR.typedAt, `${Date.now()}`);
  });
  new MutationObserver(() => {
    if (pressed && pressed.hasAttribute(ATTR.ready)) {
      const island = pressed;
      pressed = null;
      if (!island.isConnected) return;
      if (island instanceof HTMLFormElement) island.requestSubmit();
      else island.click();
    }
  }).observe(doc.documentElement, { subtree: true, attributes: true, attributeFilter: [ATTR.ready] });
}
