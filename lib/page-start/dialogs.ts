import { closest, listen, unready } from './listen';
import { showLoadFailed } from './load-failed';
import { ATTR } from './protocol';
import { pressed } from './shortcuts';

/**
 * Opens a `<button commandfor command>`'s dialog where the browser lacks commands (WebKit before
 * Safari 26.2), dispatching the `command` event it would have, so listeners hear it either way.
 * A dialog several buttons open shows the opener's `value` until the app owns it, and a new
 * value empties its `perSource` fields (a file chosen for another job).
 */
export function dialogs(doc: Document, app: { retry: () => void; onFailure: (failure: () => void) => void }) {
  // A dialog with keyboard shortcuts (search) answers as the visitor types, which only the app
  // does: if the app's files fail to download while it is open, the page's "could not load" dialog
  // says so at once, and the next opening tries the files again.
  const withShortcuts = () =>
    Array.from(doc.querySelectorAll<HTMLButtonElement>('button[aria-keyshortcuts][commandfor]'), (opener) => ({
      opener,
      dialog: doc.getElementById(opener.getAttribute('commandfor')!),
    }));
  app.onFailure(() => {
    if (withShortcuts().some(({ dialog }) => dialog instanceof HTMLDialogElement && dialog.open))
      showLoadFailed(() => {});
  });

  listen('command', (event) => {
    const { command, source } = event as Event & { command?: string; source?: Element | null };
    const dialog = event.target as HTMLElement;
    if (source instanceof HTMLButtonElement && source.hasAttribute('aria-keyshortcuts')) app.retry();
    const value = source instanceof HTMLButtonElement ? source.value : '';
    if (command !== 'show-modal' || !value || unready(dialog) !== dialog) return;
    if (dialog.getAttribute(ATTR.sourceValue) !== value)
      dialog.querySelectorAll<HTMLInputElement>(`[${ATTR.perSource}]`).forEach((field) => (field.value = ''));
    dialog.setAttribute(ATTR.sourceValue, value);
    dialog.querySelectorAll(`[${ATTR.fromSource}]`).forEach((shown) => {
      shown.textContent = shown.getAttribute(ATTR.fromSource)!.replace(/\{\w+\}/, () => value);
    });
  });

  // A dialog's keyboard shortcuts, as its opener declares them (`aria-keyshortcuts`): answered
  // here for the page's life, like the opener's own command, so the first key pressed opens it too.
  listen('keydown', (event) => {
    if (event.defaultPrevented || event.repeat) return;
    for (const { opener, dialog } of withShortcuts()) {
      if (!(dialog instanceof HTMLDialogElement) || dialog.open) continue;
      if (!pressed(opener.getAttribute('aria-keyshortcuts')!, event)) continue;
      event.preventDefault();
      dialog.showModal();
      app.retry();
      return;
    }
  });

  // Invoker commands where the browser has none (its buttons then do nothing by themselves).
  if (!('command' in HTMLButtonElement.prototype)) {
    listen('click', (event) => {
      const button = closest<HTMLButtonElement>(event.target, 'button[commandfor]');
      const dialog = button && doc.getElementById(button.getAttribute('commandfor')!);
      if (!button || !(dialog instanceof HTMLDialogElement)) return;
      const command = button.getAttribute('command');
      const heard = Object.assign(new Event('command', { cancelable: true }), { command, source: button });
      if (!dialog.dispatchEvent(heard)) return;
      if (command === 'show-modal' && !dialog.open) dialog.showModal();
      else if (command === 'close' && dialog.open) dialog.close();
    });
  }
}
