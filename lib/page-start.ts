/**
 * The loader every exported page carries inline, just before </body> (scripts/after-paint.mjs
 * compiles this file with tsc and writes `(${pageStart})()` into each page). The exported HTML
 * already shows the whole page and its first answers need no app (plain links, native
 * disclosure, dialogs and popovers, a scroll-snap carousel), so React's startup (~135 KB, then a
 * long task) need not compete with a slow phone's first paint and reading:
 *
 * - The build turns each of Next's `<script src async>` into an inert
 *   `<script type="text/x-after-paint" data-src>` (with `data-module` for a module script) and
 *   each script preload or modulepreload into an inert `<script type="text/x-after-paint-preload"
 *   data-src>`. They start on the first pointer move, touch, key, wheel or focus, which comes
 *   before the visitor can reach any island, once that interaction's own answer has painted
 *   (a tap on a native island answers first, then the app starts); at once (after the first frame) when the
 *   query string holds a parameter an island owns (`data-query-keys` on that island: a shared
 *   filter link, not a campaign's `utm_*`), or an element asks for it: always
 *   (`data-start-at-once`) or when this browser has stored a value (`data-start-if-stored=
 *   "key=value"`: a returning visitor who already unlocked the pricing calculator).
 * - Once the page has loaded and the browser is idle, those files are fetched into the cache
 *   with `<link rel="prefetch">` (network only: nothing runs), so the first tap does not wait
 *   for a download; not under Save-Data or on a 2G-slow connection, where the page's speculation
 *   rules are withdrawn too.
 * - An element marked `data-island` needs the app to act. Its component sets `data-ready` when
 *   its handlers are live. A click on it before then is kept from React (which would otherwise
 *   replay it as well) and pressed again once the element is ready: the first tap is honoured.
 *   A form marked so that has no endpoint to post to is sent the same way: its submit buttons
 *   (`data-js-enables`, disabled in the HTML so that a page without scripts can never send it)
 *   are enabled here, and a submit before the app is live is held (no native send, nothing typed
 *   in a URL) and made again once the form is ready, where the app reads what was typed (and
 *   `data-typed-at`, when typing began).
 * - A carousel is a scroll-snap strip with `data-positions` (a JSON list of texts, one a slide).
 *   Buttons with `aria-controls` pointing at it step (`data-scroll-step` = -1 or 1, wrapping) or
 *   jump (`data-scroll-to` = an index); the arrow keys step while it has focus. As it scrolls,
 *   the element with `data-position-of` = its id names the slide shown, and the one of its
 *   `data-slide-of` dots marks it `aria-current`.
 * - A `<button commandfor command>` opens its `<dialog>` natively; where the browser lacks
 *   commands (WebKit before Safari 26.2) the loader does it, after dispatching the `command`
 *   event the browser would have (with `command` and `source`), so whoever listens hears it
 *   either way. A dialog several buttons open, each with a `value` (one application form for
 *   every job of a list), takes the value of the one that opened it until the app owns the
 *   dialog (`data-ready`): its elements with `data-from-source` (a text with `{…}` where the
 *   value goes) show it, the dialog keeps it in `data-source-value`, and a different value
 *   empties its `data-per-source` fields (a file chosen for the previous one).
 * - A filtered list (the element with `data-query-keys`, naming its filters) filters itself
 *   until the app marks it `data-ready` and adopts the choice: its controls are named after the
 *   filters; an item (`data-filter-item`) shows when each non-empty value matches its
 *   `data-<name>`, a part of it for a search input, one of its `|`-separated values otherwise.
 *   A group of buttons (`aria-pressed`) holds one value, a press on the pressed one lets go
 *   unless the group has a button for everything (an empty value). The count line
 *   (`data-results`, `{n}` for the number, `data-no-match` for none) follows. A list longer than
 *   its page (`data-more-pages`) cannot be filtered from what the page holds: a choice there
 *   starts the app, which loads the whole list, and the count line says so (`data-loading`).
 *
 * It must stay self-contained (no imports, nothing outside the function): it is serialised.
 */
export function pageStart(): void {
  const doc = document;
  // Scripts run here: controls that need them (`.needs-js`) show now, and a press on one before
  // the app is live is kept and replayed (`data-island`), so nobody waits for them to appear.
  doc.documentElement.setAttribute('data-js', '');
  // Signs of a visitor reaching for the page. Not `scroll`: a page scrolled by an anchor or by the
  // browser restoring a position has not been touched.
  const events = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'focusin'];
  const listenOptions = { capture: true, passive: true };
  let started = false;
  let pressed: HTMLElement | null = null;

  const deferred = (type: string) =>
    Array.from(doc.querySelectorAll<HTMLScriptElement>(`script[type="${type}"][data-src]`));

  let asked = false;
  // The app's start-up is a long task: it waits until the interaction that asked for it has had
  // its native answer painted (a press: until its click, or 500 ms when it was a scroll or drag).
  function soon(event: Event) {
    // Headless Chromium (Playwright's default browser too) reports a pointer resting in the
    // page's corner after every load: no hand moved it.
    const still = event as PointerEvent;
    if (event.type === 'pointermove' && !still.clientX && !still.clientY && !still.movementX && !still.movementY)
      return;
    if (asked) return;
    asked = true;
    events.forEach((name) => removeEventListener(name, soon, listenOptions));
    let done = false;
    const go = () => {
      if (done) return;
      done = true;
      requestAnimationFrame(() => setTimeout(start, 0));
    };
    if (event.type === 'pointerdown' || event.type === 'touchstart') {
      addEventListener('click', () => setTimeout(go, 0), { capture: true, once: true });
      setTimeout(go, 500);
    } else go();
  }

  function start() {
    if (started) return;
    started = true;
    events.forEach((name) => removeEventListener(name, soon, listenOptions));
    deferred('text/x-after-paint').forEach((inert) => {
      const script = doc.createElement('script');
      if (inert.hasAttribute('data-module')) script.type = 'module';
      script.src = inert.getAttribute('data-src')!;
      script.async = true;
      doc.head.appendChild(script);
    });
  }

  function prefetch() {
    if (started) return;
    deferred('text/x-after-paint')
      .concat(deferred('text/x-after-paint-preload'))
      .forEach((inert) => {
        const link = doc.createElement('link');
        link.rel = 'prefetch';
        link.href = inert.getAttribute('data-src')!;
        // A module script is fetched in CORS mode: the prefetch must match it to be reused.
        if (inert.hasAttribute('data-module')) link.crossOrigin = 'anonymous';
        doc.head.appendChild(link);
      });
  }

  // Presses on an island that is not live yet: kept from React, pressed again once it is. A
  // click inside a form island is the visitor's own (a field, a checkbox); its submit is kept.
  addEventListener(
    'click',
    (event) => {
      const target = event.target as Element;
      const island = target.closest ? target.closest<HTMLElement>('[data-island]') : null;
      if (!island || island.hasAttribute('data-ready') || island instanceof HTMLFormElement) return;
      event.stopImmediatePropagation();
      pressed = island;
      start();
    },
    true,
  );
  doc.querySelectorAll('[data-js-enables]').forEach((button) => button.removeAttribute('disabled'));
  addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      // A form with an endpoint posts natively until the app has it, which works even when the
      // app's files fail to load.
      if (!form.hasAttribute('data-island') || form.hasAttribute('data-ready') || form.hasAttribute('action')) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      pressed = form;
      start();
    },
    true,
  );
  // When typing began, for the form's "faster than anyone types" check once the app has it.
  addEventListener(
    'input',
    (event) => {
      const form = (event.target as HTMLInputElement).form;
      if (form && form.hasAttribute('data-island') && !form.hasAttribute('data-typed-at'))
        form.setAttribute('data-typed-at', `${Date.now()}`);
    },
    true,
  );
  new MutationObserver(() => {
    if (pressed && pressed.hasAttribute('data-ready')) {
      const island = pressed;
      pressed = null;
      if (!island.isConnected) return;
      if (island instanceof HTMLFormElement) island.requestSubmit();
      else island.click();
    }
  }).observe(doc.documentElement, { subtree: true, attributes: true, attributeFilter: ['data-ready'] });

  // Carousel steps, dots, arrow keys and slide positions, which need no app. Steps wrap around.
  // A step counts from the slide a smooth scroll is heading for, so two quick presses move two
  // slides; the target is forgotten once reached or when the visitor swipes.
  const targets = new WeakMap<Element, number>();
  function showPosition(strip: HTMLElement, index: number) {
    const positions = JSON.parse(strip.getAttribute('data-positions')!) as string[];
    const at = Math.min(positions.length - 1, Math.max(0, index));
    const shown = doc.querySelector(`[data-position-of="${strip.id}"]`);
    if (shown && shown.textContent !== positions[at]) shown.textContent = positions[at]!;
    doc.querySelectorAll(`[data-slide-of="${strip.id}"]`).forEach((dot, i) => {
      if (i === at) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
  }
  function scrollStrip(strip: HTMLElement, to: (current: number) => number) {
    const width = strip.clientWidth;
    const count = Math.max(1, Math.round(strip.scrollWidth / width));
    const current = targets.get(strip) ?? Math.round(strip.scrollLeft / width);
    const index = ((to(current) % count) + count) % count;
    targets.set(strip, index);
    // The visible answer is immediate: the position and dot change in this frame, the slide glides in.
    showPosition(strip, index);
    strip.scrollTo({
      left: index * width,
      behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'instant' : 'smooth',
    });
  }
  addEventListener('click', (event) => {
    const target = event.target as Element;
    const button = target.closest ? target.closest<HTMLElement>('[data-scroll-step], [data-scroll-to]') : null;
    const strip = button && doc.getElementById(button.getAttribute('aria-controls') || '');
    if (!button || !strip) return;
    const to = button.getAttribute('data-scroll-to');
    const step = Number(button.getAttribute('data-scroll-step'));
    scrollStrip(strip, (current) => (to === null ? current + step : Number(to)));
  });
  addEventListener('keydown', (event) => {
    const strip = event.target as HTMLElement;
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step || !strip.hasAttribute || !strip.hasAttribute('data-positions')) return;
    event.preventDefault();
    scrollStrip(strip, (current) => current + step);
  });
  for (const type of ['touchstart', 'wheel']) {
    addEventListener(
      type,
      (event) => {
        const strip = (event.target as Element).closest ? (event.target as Element).closest('[data-positions]') : null;
        if (strip) targets.delete(strip);
      },
      { capture: true, passive: true },
    );
  }
  addEventListener(
    'scroll',
    (event) => {
      const strip = event.target as HTMLElement;
      if (!strip.getAttribute || !strip.hasAttribute('data-positions')) return;
      if (Math.abs(strip.scrollLeft - (targets.get(strip) ?? -1) * strip.clientWidth) < 2) targets.delete(strip);
      // While a step's smooth scroll runs, the position already names where it is heading.
      showPosition(strip, targets.get(strip) ?? Math.round(strip.scrollLeft / strip.clientWidth));
    },
    true,
  );

  // Filtered lists, until the app owns them.
  function filterList(root: Element) {
    const status = root.querySelector('[data-results]');
    const chosen = root
      .getAttribute('data-query-keys')!
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
    if (root.hasAttribute('data-more-pages')) {
      if (chosen.some(([, value]) => value)) {
        if (status) status.textContent = status.getAttribute('data-loading');
        start();
      }
      return;
    }
    let shown = 0;
    root.querySelectorAll<HTMLElement>('[data-filter-item]').forEach((item) => {
      const match = chosen.every(([key, value, part]) => {
        const own = (item.getAttribute(`data-${key}`) || '').toLowerCase();
        return !value || (part ? own.includes(value) : own.split('|').includes(value));
      });
      item.hidden = !match;
      if (match) shown++;
    });
    if (status)
      status.textContent =
        (!shown && status.getAttribute('data-no-match')) ||
        status.getAttribute('data-results')!.replace('{n}', `${shown}`);
  }
  const unownedList = (target: Element | null) => {
    const root = target && target.closest ? target.closest('[data-query-keys]') : null;
    return root && !root.hasAttribute('data-ready') ? root : null;
  };
  addEventListener('input', (event) => {
    const root = unownedList(event.target as Element);
    if (root) filterList(root);
  });
  addEventListener(
    'click',
    (event) => {
      const target = event.target as Element;
      const button = target.closest ? target.closest<HTMLButtonElement>('button[name][aria-pressed]') : null;
      const root = unownedList(button);
      if (!button || !root) return;
      // Applied here: the app, starting meanwhile, must not apply it again.
      event.stopImmediatePropagation();
      const group = Array.from(root.querySelectorAll<HTMLButtonElement>(`button[name="${button.name}"]`));
      const on = button.getAttribute('aria-pressed') !== 'true' || group.some((b) => !b.value);
      group.forEach((b) => b.setAttribute('aria-pressed', `${b === button && on}`));
      filterList(root);
    },
    true,
  );
  // Controls the browser restored (a reload, Back) filter at once.
  doc.querySelectorAll('[data-query-keys]').forEach(filterList);

  // A dialog takes the value of the button that opened it, until the app owns it.
  addEventListener(
    'command',
    (event) => {
      const { command, source } = event as Event & { command?: string; source?: Element | null };
      const dialog = event.target as HTMLElement;
      const value = source instanceof HTMLButtonElement ? source.value : '';
      if (command !== 'show-modal' || !value || dialog.hasAttribute('data-ready')) return;
      if (dialog.getAttribute('data-source-value') !== value)
        dialog.querySelectorAll<HTMLInputElement>('[data-per-source]').forEach((field) => (field.value = ''));
      dialog.setAttribute('data-source-value', value);
      dialog.querySelectorAll('[data-from-source]').forEach((shown) => {
        shown.textContent = shown.getAttribute('data-from-source')!.replace(/\{\w+\}/, () => value);
      });
    },
    true,
  );

  // Invoker commands where the browser has none (its buttons then do nothing by themselves).
  if (!('command' in HTMLButtonElement.prototype)) {
    addEventListener('click', (event) => {
      const target = event.target as Element;
      const button = target.closest ? target.closest<HTMLButtonElement>('button[commandfor]') : null;
      const dialog = button && doc.getElementById(button.getAttribute('commandfor')!);
      if (!button || !(dialog instanceof HTMLDialogElement)) return;
      const command = button.getAttribute('command');
      const heard = Object.assign(new Event('command', { cancelable: true }), { command, source: button });
      if (!dialog.dispatchEvent(heard)) return;
      if (command === 'show-modal' && !dialog.open) dialog.showModal();
      else if (command === 'close' && dialog.open) dialog.close();
    });
  }

  const owned = new Set<string>();
  doc.querySelectorAll('[data-query-keys]').forEach((island) =>
    island
      .getAttribute('data-query-keys')!
      .split(' ')
      .forEach((key) => owned.add(key)),
  );
  const query = Array.from(new URLSearchParams(location.search).keys());
  const stored = (island: Element) => {
    const [key, value] = island.getAttribute('data-start-if-stored')!.split('=');
    try {
      return localStorage.getItem(key!) === value;
    } catch {
      return false;
    }
  };
  // A visitor who asked to save data, or whose connection is 2G-slow, gets no prerender on intent
  // (lib/speculation.ts: removing the rules withdraws them) and no idle prefetch of the app: both
  // spend the connection on pages and code the visitor may never use. Chromium itself already
  // honours Save-Data for prerendering; the connection's speed it leaves to the page.
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } })
    .connection;
  const sparing = !!connection && (!!connection.saveData || /2g/.test(connection.effectiveType ?? ''));
  if (sparing) doc.querySelectorAll('script[type="speculationrules"]').forEach((rules) => rules.remove());

  const atOnce =
    doc.querySelector('[data-start-at-once]') ||
    Array.from(doc.querySelectorAll('[data-start-if-stored]')).some(stored);
  const arrive = () => {
    if (atOnce || query.some((key) => owned.has(key))) {
      requestAnimationFrame(() => setTimeout(start, 0));
    } else {
      events.forEach((name) => addEventListener(name, soon, listenOptions));
      const whenIdle = () =>
        'requestIdleCallback' in window ? requestIdleCallback(prefetch, { timeout: 5000 }) : setTimeout(prefetch, 1000);
      if (sparing) return;
      if (doc.readyState === 'complete') whenIdle();
      else addEventListener('load', whenIdle);
    }
  };
  // A page prerendered on the visitor's intent (lib/speculation.ts) starts nothing, downloads
  // nothing more and counts no visit until it is shown: a prerender never followed leaves no trace.
  if ((doc as Document & { prerendering?: boolean }).prerendering)
    doc.addEventListener('prerenderingchange', arrive, { once: true });
  else arrive();
}
