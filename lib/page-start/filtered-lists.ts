import { closest, listen, unready } from './listen';
import { ATTR, having } from './protocol';

/**
 * A filtered list filters itself until the app is ready, so a choice made early shows at once:
 * an item shows when each chosen value matches its `data-<name>`. A list longer than its page
 * cannot be filtered from what the page holds: a choice there starts the app, which loads it all.
 */
export function filteredLists(doc: Document, start: () => void) {
  function filterList(root: Element) {
    const status = root.querySelector(having('results'));
    const chosen = root
      .getAttribute(ATTR.queryKeys)!
      .split(' ')
      .map((key) => {
        const control = root.querySelector<HTMLInputElement>(
          `[name="${key}"]:is(input, select, [aria-pressed="true"])`,
        );
        return [
          key,
          control ? control.value.trim().toLowerCase() : '',
          !!control && control.type === 'search',
        ] as const;
      });
    if (root.hasAttribute(ATTR.morePages)) {
      if (chosen.some(([, value]) => value)) {
        if (status) status.textContent = status.getAttribute(ATTR.loading);
        start();
      }
      return;
    }
    let shown = 0;
    root.querySelectorAll<HTMLElement>(having('filterItem')).forEach((item) => {
      const match = chosen.every(([key, value, part]) => {
        const own = (item.getAttribute(`data-${key}`) || '').toLowerCase();
        return !value || (part ? own.includes(value) : own.split('|').includes(value));
      });
      item.hidden = !match;
      if (match) shown++;
    });
    if (status)
      status.textContent =
        (!shown && status.getAttribute(ATTR.noMatch)) || status.getAttribute(ATTR.results)!.replace('{n}', `${shown}`);
  }
  const unownedList = (target: EventTarget | null) => {
    const island = unready(target);
    return island && island.hasAttribute(ATTR.queryKeys) ? island : null;
  };
  listen('input', (event) => {
    const root = unownedList(event.target);
    if (root) filterList(root);
  });
  listen('click', (event) => {
    const button = closest<HTMLButtonElement>(event.target, 'button[name][aria-pressed]');
    const root = unownedList(button);
    if (!button || !root) return;
    // Applied here: the app, starting meanwhile, must not apply it again.
    event.stopImmediatePropagation();
    const group = Array.from(root.querySelectorAll<HTMLButtonElement>(`button[name="${button.name}"]`));
    const on = button.getAttribute('aria-pressed') !== 'true' || group.some((b) => !b.value);
    group.forEach((b) => b.setAttribute('aria-pressed', `${b === button && on}`));
    filterList(root);
  });
  // Controls the browser restored (a reload, Back) filter at once.
  doc.querySelectorAll(having('queryKeys')).forEach(filterList);
}
