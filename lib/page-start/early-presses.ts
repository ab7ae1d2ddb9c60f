import { listen, unready } from './listen';
import { showLoadFailed } from './load-failed';
import { ATTR, having } from './protocol';

/**
 * Presses on an island that is not live yet: kept from React, which would otherwise replay them
 * as well, and pressed again once the island says it is ready, so the first tap is honoured. A
 * form island without an endpoint is sent the same way: its submit buttons, disabled in the HTML
 * so that a page without scripts can never send it, are enabled here, and a submit before the app
 * is live is held (no native send, nothing typed in a URL) and made again once the form is ready.
 * If the app's files fail to download meanwhile, the held send is answered with the page's "could
 * not load" dialog (try again, reload, or e-mail and phone), and the next send tries them again.
 * A held press on another island is not: the browser has already given it its native answer.
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
