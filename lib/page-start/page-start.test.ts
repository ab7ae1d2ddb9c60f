import { pageStart } from '.';

// Page-start listens on window for good: each test removes what the previous one added.
type Listener = [string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined];
const added: Listener[] = [];
const observers: MutationObserver[] = [];
const realAdd = window.addEventListener.bind(window);
const RealObserver = window.MutationObserver;

beforeEach(() => {
  jest.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    added.push([type, listener!, options]);
    realAdd(type, listener!, options);
  });
  window.MutationObserver = class extends RealObserver {
    constructor(callback: MutationCallback) {
      super(callback);
      observers.push(this);
    }
  };
  jest.useFakeTimers();
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  for (const [type, listener, options] of added.splice(0)) window.removeEventListener(type, listener, options);
  for (const observer of observers.splice(0)) observer.disconnect();
  jest.restoreAllMocks();
  jest.useRealTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

const PAGE = `
  <script type="text/x-page-start-preload" data-src="/_next/static/chunks/late.js"></script>
  <script type="text/x-page-start" data-src="/_next/static/chunks/a.js"></script>
  <script type="text/x-page-start" data-src="/_next/static/chunks/m.js" data-module></script>`;

const started = () => Array.from(document.head.querySelectorAll('script[src]')).map((s) => s.getAttribute('src'));
const prefetched = () =>
  Array.from(document.head.querySelectorAll('link[rel="prefetch"]')).map((l) => l.getAttribute('href'));
/** Runs what page-start scheduled (a frame, a timeout, an idle callback) and lets observers report. */
const frame = async () => {
  jest.runAllTimers();
  await Promise.resolve();
};

describe('pageStart: when the app starts', () => {
  it('starts nothing until the visitor interacts, then every held-back script once, in order, modules as modules', async () => {
    document.body.innerHTML = PAGE;
    pageStart();
    window.dispatchEvent(new Event('scroll'));
    await frame();
    expect(started()).toEqual([]);
    window.dispatchEvent(new MouseEvent('pointermove', { clientX: 8, clientY: 8 }));
    window.dispatchEvent(new Event('keydown'));
    // After the frame that shows the interaction's own answer.
    expect(started()).toEqual([]);
    await frame();
    expect(started()).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/m.js']);
    expect(document.head.querySelector<HTMLScriptElement>('script[src$="m.js"]')!.type).toBe('module');
    expect(document.head.querySelector<HTMLScriptElement>('script[src$="a.js"]')!.async).toBe(true);
  });

  it('takes a pointer at rest in the corner (headless Chromium reports one after each load) for no one', async () => {
    document.body.innerHTML = PAGE;
    pageStart();
    window.dispatchEvent(new MouseEvent('pointermove', { clientX: 0, clientY: 0 }));
    await frame();
    expect(started()).toEqual([]);
    window.dispatchEvent(new MouseEvent('pointermove', { clientX: 40, clientY: 12 }));
    await frame();
    expect(started()).toHaveLength(2);
  });

  it('starts at once for a query parameter an island owns', async () => {
    document.body.innerHTML = `${PAGE}<div data-query-keys="q role location"></div>`;
    window.history.replaceState(null, '', '/careers/?utm_source=x&location=Pune');
    pageStart();
    await frame();
    expect(started()).toHaveLength(2);
  });

  it.each(['?utm_source=newsletter&utm_medium=email', '?gclid=abc', '?fbclid=abc', '?q=cloud'])(
    'waits for an interaction on a campaign link (%s) when no island owns its parameters',
    async (query) => {
      document.body.innerHTML = `${PAGE}<div data-query-keys="service"></div>`;
      window.history.replaceState(null, '', `/${query}`);
      pageStart();
      await frame();
      expect(started()).toEqual([]);
    },
  );

  it('starts at once when an element asks for it', async () => {
    document.body.innerHTML = `${PAGE}<div data-start-at-once></div>`;
    pageStart();
    await frame();
    expect(started()).toHaveLength(2);
  });
});

describe('pageStart: a tap', () => {
  it('lets the press’s click and its frame go first, then starts the app', async () => {
    document.body.innerHTML = `${PAGE}<button type="button" id="native"></button>`;
    pageStart();
    window.dispatchEvent(new Event('touchstart'));
    jest.advanceTimersByTime(100);
    expect(started()).toEqual([]);
    document.getElementById('native')!.click();
    expect(started()).toEqual([]);
    await frame();
    expect(started()).toHaveLength(2);
  });

  it('starts nothing for a press on a link to another page, which leaves this one; the next sign starts it', async () => {
    document.body.innerHTML = `${PAGE}<a id="away" href="/about/">About</a>`;
    pageStart();
    const away = document.getElementById('away')!;
    // jsdom does not navigate: the page staying is what a cancelled navigation leaves.
    away.addEventListener('click', (event) => event.preventDefault());
    window.dispatchEvent(new Event('touchstart'));
    away.click();
    await frame();
    expect(started()).toEqual([]);
    window.dispatchEvent(new Event('keydown'));
    await frame();
    expect(started()).toHaveLength(2);
  });

  it('starts after a press on a link that stays on the page: to a part of it, or to a new tab', async () => {
    document.body.innerHTML = `${PAGE}<a id="part" href="#contact">Contact</a><a id="tab" href="/about/" target="_blank">About</a>`;
    for (const id of ['part', 'tab']) {
      document.head.innerHTML = '';
      pageStart();
      const link = document.getElementById(id)!;
      link.addEventListener('click', (event) => event.preventDefault());
      window.dispatchEvent(new Event('touchstart'));
      link.click();
      await frame();
      expect(started()).toHaveLength(2);
    }
  });

  it('starts half a second after a touch that was no press (a swipe)', async () => {
    document.body.innerHTML = PAGE;
    pageStart();
    window.dispatchEvent(new Event('touchstart'));
    jest.advanceTimersByTime(499);
    expect(started()).toEqual([]);
    await frame();
    expect(started()).toHaveLength(2);
  });
});

describe('pageStart: a returning visitor', () => {
  afterEach(() => window.localStorage.clear());

  it('starts at once when this browser has stored what an island names, and not otherwise', async () => {
    document.body.innerHTML = `${PAGE}<div data-start-if-stored="site:unlocked=1"></div>`;
    pageStart();
    await frame();
    expect(started()).toEqual([]);
    window.localStorage.setItem('site:unlocked', '1');
    pageStart();
    await frame();
    expect(started()).toHaveLength(2);
  });
});

describe('pageStart: prefetch when idle', () => {
  it('fetches every held-back script and preload into the cache after load, without running them', () => {
    document.body.innerHTML = PAGE;
    pageStart();
    expect(prefetched()).toEqual([]);
    window.dispatchEvent(new Event('load'));
    jest.runOnlyPendingTimers();
    expect(prefetched()).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/m.js',
      '/_next/static/chunks/late.js',
    ]);
    expect(document.head.querySelector<HTMLLinkElement>('link[href$="m.js"]')!.crossOrigin).toBe('anonymous');
    expect(document.head.querySelector<HTMLLinkElement>('link[href$="a.js"]')!.crossOrigin).toBeNull();
    expect(started()).toEqual([]);
  });
});

describe('pageStart: a visitor sparing their connection', () => {
  const connection = (value: object | undefined) =>
    Object.defineProperty(navigator, 'connection', { value, configurable: true });
  afterEach(() => connection(undefined));
  const RULES = '<script type="speculationrules">{"prerender":[]}</script>';

  it.each([
    ['Save-Data', { saveData: true, effectiveType: '4g' }],
    ['a 2G connection', { saveData: false, effectiveType: '2g' }],
    ['a slow-2G connection', { saveData: false, effectiveType: 'slow-2g' }],
  ])(
    'under %s, withdraws the prerender rules and prefetches nothing, yet starts the app on intent',
    async (_, value) => {
      connection(value);
      document.body.innerHTML = PAGE + RULES;
      pageStart();
      expect(document.querySelector('script[type="speculationrules"]')).toBeNull();
      window.dispatchEvent(new Event('load'));
      jest.runOnlyPendingTimers();
      expect(prefetched()).toEqual([]);
      window.dispatchEvent(new Event('keydown'));
      await frame();
      expect(started()).toHaveLength(2);
    },
  );

  it('keeps both on a 3G or faster connection', () => {
    connection({ saveData: false, effectiveType: '3g' });
    document.body.innerHTML = PAGE + RULES;
    pageStart();
    expect(document.querySelector('script[type="speculationrules"]')).not.toBeNull();
    window.dispatchEvent(new Event('load'));
    jest.runOnlyPendingTimers();
    expect(prefetched()).toHaveLength(3);
  });
});

describe('pageStart: a page prerendered on the visitor’s intent', () => {
  const prerendering = (value: boolean) =>
    Object.defineProperty(document, 'prerendering', { value, configurable: true });
  const RealPaintObserver = window.PerformanceObserver;
  afterEach(() => {
    prerendering(false);
    window.PerformanceObserver = RealPaintObserver;
  });

  it('starts nothing and fetches nothing until it is shown (a prerender never shown counts no visit), then arrives as any page does', async () => {
    prerendering(true);
    document.body.innerHTML = `${PAGE}<div data-start-at-once></div>`;
    pageStart();
    window.dispatchEvent(new Event('load'));
    await frame();
    expect(started()).toEqual([]);
    expect(prefetched()).toEqual([]);
    prerendering(false);
    document.dispatchEvent(new Event('prerenderingchange'));
    await frame();
    expect(started()).toHaveLength(2);
  });

  it('starts an at-once app only once its first paint after being shown is on screen, not in that frame', async () => {
    const observed: PerformanceObserverCallback[] = [];
    window.PerformanceObserver = class {
      constructor(callback: PerformanceObserverCallback) {
        observed.push(callback);
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof PerformanceObserver;
    prerendering(true);
    document.body.innerHTML = `${PAGE}<div data-start-at-once></div>`;
    pageStart();
    prerendering(false);
    document.dispatchEvent(new Event('prerenderingchange'));
    // The frames that draw the page come and go while its paint is still on its way to the screen.
    jest.advanceTimersByTime(200);
    expect(started()).toEqual([]);
    const paint = [{ name: 'first-contentful-paint', startTime: 5 }];
    const list = { getEntriesByName: (name: string) => paint.filter((entry) => entry.name === name) };
    observed.forEach((callback) =>
      callback(list as unknown as PerformanceObserverEntryList, {} as PerformanceObserver),
    );
    jest.advanceTimersByTime(0);
    expect(started()).toHaveLength(2);
  });
});

describe('pageStart: a press before the island is live', () => {
  it('is kept from the page, starts the app, and is pressed again once the island says it is ready', async () => {
    document.body.innerHTML = `${PAGE}<button type="button" data-island id="search"><span>Search</span></button>`;
    const button = document.getElementById('search')!;
    const clicks: string[] = [];
    document.addEventListener('click', () => clicks.push('document'));
    pageStart();
    button.querySelector('span')!.click();
    expect(clicks).toEqual([]);
    expect(started()).toHaveLength(2);
    button.setAttribute('data-ready', '');
    await frame();
    expect(clicks).toEqual(['document']);
  });

  it('lets a press through to a live island, once, and replays only the last early press', async () => {
    document.body.innerHTML = `<button type="button" data-island id="a"></button><button type="button" data-island id="b"></button>`;
    const a = document.getElementById('a')!;
    const b = document.getElementById('b')!;
    const clicks: string[] = [];
    document.addEventListener('click', (e) => clicks.push((e.target as Element).id));
    pageStart();
    a.click();
    b.click();
    a.setAttribute('data-ready', '');
    await frame();
    expect(clicks).toEqual([]);
    b.setAttribute('data-ready', '');
    await frame();
    expect(clicks).toEqual(['b']);
    a.click();
    expect(clicks).toEqual(['b', 'a']);
  });

  it('answers a send it held with the "could not load" dialog when the app fails to download, and tries again on the next send', async () => {
    document.body.innerHTML = `${PAGE}<form data-island><input name="name" value="Asha"><button data-js-enables disabled>Send</button></form>
      <dialog id="load-failed"><form method="dialog"><button value="">Close</button></form></dialog>`;
    const form = document.querySelector('form')!;
    const dialog = document.querySelector('dialog')!;
    dialog.showModal = jest.fn(() => dialog.setAttribute('open', ''));
    pageStart();
    form.requestSubmit();
    expect(started()).toHaveLength(2);
    // A dropped connection fails the downloads one by one: the dialog opens once, after the last.
    document.head.querySelector('script[src$="a.js"]')!.dispatchEvent(new Event('error'));
    expect(dialog.open).toBe(false);
    document.head.querySelector('script[src$="m.js"]')!.dispatchEvent(new Event('error'));
    expect(dialog.showModal).toHaveBeenCalledTimes(1);
    expect(started()).toEqual([]);
    expect(form.querySelector('input')!.value).toBe('Asha');

    // Closed, and sent again: what failed is fetched again, and the send waits for the form.
    dialog.removeAttribute('open');
    dialog.dispatchEvent(new Event('close'));
    form.requestSubmit();
    expect(started()).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/m.js']);
    const sent: string[] = [];
    form.addEventListener('submit', () => sent.push('sent'));
    form.setAttribute('data-ready', '');
    await frame();
    expect(sent).toEqual(['sent']);
  });

  it('leaves a press on another island to its native answer when the app fails to download', () => {
    document.body.innerHTML = `${PAGE}<button type="button" data-island>Search</button><dialog id="load-failed"></dialog>`;
    const dialog = document.querySelector('dialog')!;
    dialog.showModal = jest.fn(() => dialog.setAttribute('open', ''));
    pageStart();
    document.querySelector('button')!.click();
    document.head.querySelector('script[src$="a.js"]')!.dispatchEvent(new Event('error'));
    document.head.querySelector('script[src$="m.js"]')!.dispatchEvent(new Event('error'));
    expect(dialog.showModal).not.toHaveBeenCalled();
  });

  it('leaves other elements alone', () => {
    document.body.innerHTML = `<button type="button" id="plain"></button>`;
    const clicks: string[] = [];
    document.addEventListener('click', () => clicks.push('plain'));
    pageStart();
    document.getElementById('plain')!.click();
    expect(clicks).toEqual(['plain']);
  });
});

describe('pageStart: the carousel without the app', () => {
  /** A strip whose scrollTo arrives at once (`instant`), or never (`still`: a smooth scroll in flight). */
  function strip(scrollLeft: number, scrolling: 'instant' | 'still' = 'instant') {
    document.body.innerHTML = `
      <ul id="s" data-positions='["Image 1 of 3","Image 2 of 3","Image 3 of 3"]'></ul>
      <button type="button" data-scroll-step="-1" aria-controls="s" id="prev"></button>
      <button type="button" data-scroll-step="1" aria-controls="s" id="next"></button>
      <button data-scroll-to="0" aria-controls="s" data-slide-of="s" aria-current="true"></button>
      <button data-scroll-to="1" aria-controls="s" data-slide-of="s"></button>
      <button data-scroll-to="2" aria-controls="s" data-slide-of="s"></button>
      <span data-position-of="s">Image 1 of 3</span>`;
    const el = document.getElementById('s')!;
    Object.defineProperty(el, 'clientWidth', { value: 300 });
    Object.defineProperty(el, 'scrollWidth', { value: 900 });
    el.scrollLeft = scrollLeft;
    const to: number[] = [];
    el.scrollTo = ((options: ScrollToOptions) => {
      to.push(options.left!);
      if (scrolling === 'still') return;
      el.scrollLeft = options.left!;
      el.dispatchEvent(new Event('scroll'));
    }) as typeof el.scrollTo;
    return { el, to };
  }

  it('steps one slide, wrapping at both ends', () => {
    const { el, to } = strip(0);
    pageStart();
    document.getElementById('prev')!.click();
    document.getElementById('next')!.click();
    el.scrollLeft = 600;
    el.dispatchEvent(new Event('touchstart', { bubbles: true }));
    document.getElementById('next')!.click();
    expect(to).toEqual([600, 0, 0]);
  });

  it('counts two quick presses from the slide a smooth scroll is heading for', () => {
    const { to } = strip(0, 'still');
    pageStart();
    document.getElementById('next')!.click();
    document.getElementById('prev')!.click();
    document.getElementById('prev')!.click();
    expect(to).toEqual([300, 0, 600]);
  });

  it('jumps to a dot’s slide, and steps with the arrow keys while the strip has focus', () => {
    const { el, to } = strip(300);
    pageStart();
    document.querySelectorAll<HTMLElement>('[data-slide-of]')[2]!.click();
    el.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true, cancelable: true }));
    const right = new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true });
    el.dispatchEvent(right);
    el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(to).toEqual([600, 300, 600]);
    expect(right.defaultPrevented).toBe(true);
  });

  it('names the slide shown and marks its dot', () => {
    const { el } = strip(0);
    pageStart();
    el.scrollLeft = 300;
    el.dispatchEvent(new Event('scroll'));
    expect(document.querySelector('[data-position-of]')!.textContent).toBe('Image 2 of 3');
    expect(Array.from(document.querySelectorAll('[data-slide-of]')).map((d) => d.getAttribute('aria-current'))).toEqual(
      [null, 'true', null],
    );
  });
  it('names the slide a step heads for at once, and keeps it while the smooth scroll passes the one before', () => {
    const { el } = strip(0, 'still');
    pageStart();
    document.getElementById('next')!.click();
    const position = () => document.querySelector('[data-position-of]')!.textContent;
    expect(position()).toBe('Image 2 of 3');
    el.scrollLeft = 100;
    el.dispatchEvent(new Event('scroll'));
    expect(position()).toBe('Image 2 of 3');
    el.scrollLeft = 300;
    el.dispatchEvent(new Event('scroll'));
    // Arrived: a swipe from here names what it shows again.
    el.scrollLeft = 10;
    el.dispatchEvent(new Event('scroll'));
    expect(position()).toBe('Image 1 of 3');
  });
});

describe('pageStart: invoker commands where the browser has none', () => {
  it('opens and closes a dialog from its buttons', () => {
    document.body.innerHTML = `<button commandfor="d" command="show-modal" id="open"></button><dialog id="d"><button commandfor="d" command="close" id="close"></button></dialog>`;
    const dialog = document.getElementById('d') as HTMLDialogElement;
    dialog.showModal = jest.fn(() => dialog.setAttribute('open', ''));
    dialog.close = jest.fn(() => dialog.removeAttribute('open'));
    pageStart();
    document.getElementById('open')!.click();
    expect(dialog.open).toBe(true);
    document.getElementById('close')!.click();
    expect(dialog.open).toBe(false);
  });

  it.each([
    ['Control+K opens it', { key: 'k', ctrlKey: true }, 'body', true],
    ['Meta+K opens it from a field', { key: 'K', metaKey: true }, 'field', true],
    ['/ opens it', { key: '/' }, 'body', true],
    ['/ typed in a field is typing', { key: '/' }, 'field', false],
    ['Alt+K is no shortcut', { key: 'k', altKey: true }, 'body', false],
    ['Control+K leaves an open dialog as it is', { key: 'k', ctrlKey: true }, 'open', false],
  ])('a dialog’s keyboard shortcut, as its opener declares it: %s', (_, keys, where, opens) => {
    document.body.innerHTML = `<input id="field"><button commandfor="d" command="show-modal" aria-keyshortcuts="Control+K Meta+K /"></button>
      <dialog id="d" ${where === 'open' ? 'open' : ''}><input autofocus></dialog>`;
    const dialog = document.getElementById('d') as HTMLDialogElement;
    const showModal = jest.fn(() => dialog.setAttribute('open', ''));
    dialog.showModal = showModal;
    pageStart();
    const target = where === 'field' ? document.getElementById('field')! : document.body;
    const press = new KeyboardEvent('keydown', { ...keys, bubbles: true, cancelable: true });
    target.dispatchEvent(press);
    expect([showModal.mock.calls.length, press.defaultPrevented]).toEqual([opens ? 1 : 0, opens]);
  });

  it('names the job of the button that opened a shared dialog, and drops a file chosen for another job', () => {
    document.body.innerHTML = `
      <button commandfor="d" command="show-modal" value="DevOps Engineer" id="devops"></button>
      <button commandfor="d" command="show-modal" value="SAP Analyst" id="sap"></button>
      <dialog id="d" data-island><h2 data-from-source="Apply for {job}">Apply for DevOps Engineer</h2>
        <input name="name" id="name"><input name="resume" data-per-source id="resume"></dialog>`;
    const dialog = document.getElementById('d') as HTMLDialogElement;
    dialog.showModal = jest.fn(() => dialog.setAttribute('open', ''));
    const heard: string[] = [];
    dialog.addEventListener('command', (event) => heard.push((event as Event & { source: Element }).source.id));
    const field = (id: string) => document.getElementById(id) as HTMLInputElement;
    pageStart();

    document.getElementById('sap')!.click();
    expect(dialog.open).toBe(true);
    expect(dialog.querySelector('h2')!.textContent).toBe('Apply for SAP Analyst');
    expect(dialog.getAttribute('data-source-value')).toBe('SAP Analyst');
    field('name').value = 'Asha';
    field('resume').value = 'asha.pdf';
    dialog.removeAttribute('open');
    document.getElementById('sap')!.click();
    expect(field('resume').value).toBe('asha.pdf');
    dialog.removeAttribute('open');
    document.getElementById('devops')!.click();
    expect(dialog.querySelector('h2')!.textContent).toBe('Apply for DevOps Engineer');
    expect([field('name').value, field('resume').value]).toEqual(['Asha', '']);
    // The app hears the same events as the browser's own commands would give it.
    expect(heard).toEqual(['sap', 'sap', 'devops']);

    // Once the app owns the dialog, it names the job itself.
    dialog.setAttribute('data-ready', '');
    dialog.removeAttribute('open');
    document.getElementById('sap')!.click();
    expect(dialog.querySelector('h2')!.textContent).toBe('Apply for DevOps Engineer');
  });
});

describe('pageStart: a list longer than its page', () => {
  it('leaves its items alone and starts the app, which loads the whole list, once a filter is chosen', () => {
    document.head.innerHTML = PAGE;
    document.body.innerHTML = `
      <div data-island data-query-keys="q" data-more-pages>
        <input type="search" name="q" id="q">
        <p data-results="Showing {n} of 30 openings" data-loading="Searching all openings…">Showing 12 of 30 openings</p>
        <ul><li data-filter-item data-q="DevOps Engineer">a</li><li data-filter-item data-q="SAP Analyst">b</li></ul>
      </div>`;
    pageStart();
    const q = document.getElementById('q') as HTMLInputElement;
    q.dispatchEvent(new Event('input', { bubbles: true }));
    expect(started()).toEqual([]);
    q.value = 'sap';
    q.dispatchEvent(new Event('input', { bubbles: true }));
    expect(document.querySelectorAll('[data-filter-item][hidden]')).toHaveLength(0);
    expect(document.querySelector('[data-results]')!.textContent).toBe('Searching all openings…');
    expect(started()).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/m.js']);
  });
});

describe('pageStart: a filtered list without the app', () => {
  const LIST = `
    <div data-island data-query-keys="q role tag">
      <input type="search" name="q" id="q">
      <select name="role" id="role"><option value="">All roles</option><option>Engineering</option><option>Consulting</option></select>
      <button type="button" name="tag" value="Cloud" aria-pressed="false" id="cloud"><span>Cloud</span></button>
      <button type="button" name="tag" value="SAP" aria-pressed="false" id="sap">SAP</button>
      <p data-results="Showing {n} of 3 openings" data-no-match="No matching job openings found.">Showing 3 of 3 openings</p>
      <ul>
        <li data-filter-item data-q="DevOps Engineer" data-role="Engineering" data-tag="Cloud|SAP">a</li>
        <li data-filter-item data-q="SAP Analyst" data-role="Consulting" data-tag="SAP">b</li>
        <li data-filter-item data-q="Cloud Security Engineer" data-role="Engineering" data-tag="">c</li>
      </ul>
    </div>`;
  /** Starts the loader on LIST; returns the presses that reached the app. */
  const startList = () => {
    document.body.innerHTML = LIST;
    const reached: string[] = [];
    document.addEventListener('click', () => reached.push('app'));
    pageStart();
    return reached;
  };
  const shown = () =>
    Array.from(document.querySelectorAll<HTMLElement>('[data-filter-item]'))
      .filter((item) => !item.hidden)
      .map((item) => item.textContent);
  const count = () => document.querySelector('[data-results]')!.textContent;
  const type = (id: string, value: string) => {
    const control = document.getElementById(id) as HTMLInputElement;
    control.value = value;
    control.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const pressed = () =>
    Array.from(document.querySelectorAll('button[name]')).map((b) => b.getAttribute('aria-pressed'));

  it('narrows by a part of the search text, whatever its case, and by an exact choice, and counts', () => {
    document.body.innerHTML = LIST;
    pageStart();
    type('q', '  ENGINEER ');
    expect(shown()).toEqual(['a', 'c']);
    expect(count()).toBe('Showing 2 of 3 openings');
    type('role', 'Consulting');
    expect(shown()).toEqual([]);
    expect(count()).toBe('No matching job openings found.');
    type('q', '');
    expect(shown()).toEqual(['b']);
    type('role', '');
    expect(shown()).toEqual(['a', 'b', 'c']);
    expect(count()).toBe('Showing 3 of 3 openings');
  });

  it('presses one button of a group, matches one of an item’s values, lets go on a second press, and keeps the press from the app', () => {
    const reached = startList();
    document.querySelector('#cloud span')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(pressed()).toEqual(['true', 'false']);
    expect(shown()).toEqual(['a']);
    document.getElementById('sap')!.click();
    expect(pressed()).toEqual(['false', 'true']);
    expect(shown()).toEqual(['a', 'b']);
    document.getElementById('sap')!.click();
    expect(pressed()).toEqual(['false', 'false']);
    expect(shown()).toEqual(['a', 'b', 'c']);
    expect(reached).toEqual([]);
  });

  it('keeps a group with a button for everything at one choice', () => {
    document.body.innerHTML = `
      <div data-island data-query-keys="service">
        <button type="button" name="service" value="" aria-pressed="true" id="all">All</button>
        <button type="button" name="service" value="sap-erp" aria-pressed="false" id="sap">SAP ERP</button>
        <ul><li data-filter-item data-service="sap-erp">a</li><li data-filter-item data-service="cloud">b</li></ul>
      </div>`;
    pageStart();
    document.getElementById('sap')!.click();
    document.getElementById('sap')!.click();
    expect(pressed()).toEqual(['false', 'true']);
    expect(shown()).toEqual(['a']);
    document.getElementById('all')!.click();
    expect(pressed()).toEqual(['true', 'false']);
    expect(shown()).toEqual(['a', 'b']);
  });

  it('filters at once by what the browser restored in the controls', () => {
    document.body.innerHTML = LIST.replace('<option>Consulting</option>', '<option selected>Consulting</option>');
    pageStart();
    expect(shown()).toEqual(['b']);
    expect(count()).toBe('Showing 1 of 3 openings');
  });

  it('leaves the list to the app once it is ready', () => {
    const reached = startList();
    document.querySelector('[data-query-keys]')!.setAttribute('data-ready', '');
    type('q', 'analyst');
    document.getElementById('cloud')!.click();
    expect(shown()).toEqual(['a', 'b', 'c']);
    expect(pressed()).toEqual(['false', 'false']);
    expect(reached).toEqual(['app']);
  });
});

describe('pageStart: one owner for each event, in the instant the app starts', () => {
  /**
   * React, hydrating, stops a press that lands on a part of the page it has not hydrated yet at its
   * root (react-dom's dispatchEvent): here a root that does so to every event.
   */
  const types = ['click', 'keydown', 'input', 'submit'];
  const stop = (event: Event) => event.stopPropagation();
  const reactStopsEverything = () => types.forEach((type) => document.body.addEventListener(type, stop, true));
  // The body outlives each test: the next one gets a root that stops nothing.
  afterEach(() => types.forEach((type) => document.body.removeEventListener(type, stop, true)));

  it('hears every event before the page does: each of its listeners is on window, in the capture phase', () => {
    document.body.innerHTML = PAGE;
    pageStart();
    const presses = added.filter(([type]) => type !== 'load');
    expect(presses.length).toBeGreaterThan(5);
    for (const [type, , options] of presses)
      expect([type, options === true || (typeof options === 'object' && options.capture)]).toEqual([type, true]);
  });

  it('steps the carousel and filters a list on a press React stops at its root', () => {
    document.body.innerHTML = `
      <ul id="s" data-positions='["Image 1 of 2","Image 2 of 2"]'></ul>
      <button type="button" data-scroll-step="1" aria-controls="s" id="next"></button>
      <span data-position-of="s">Image 1 of 2</span>
      <div data-island data-query-keys="q">
        <input type="search" name="q" id="q">
        <p data-results="Showing {n} of 2" data-no-match="None.">Showing 2 of 2</p>
        <ul><li data-filter-item data-q="DevOps">a</li><li data-filter-item data-q="SAP">b</li></ul>
      </div>`;
    const strip = document.getElementById('s')!;
    Object.defineProperty(strip, 'clientWidth', { value: 300 });
    Object.defineProperty(strip, 'scrollWidth', { value: 600 });
    strip.scrollTo = (() => {}) as typeof strip.scrollTo;
    reactStopsEverything();
    pageStart();
    document.getElementById('next')!.click();
    expect(document.querySelector('[data-position-of]')!.textContent).toBe('Image 2 of 2');
    const search = document.getElementById('q') as HTMLInputElement;
    search.value = 'sap';
    search.dispatchEvent(new Event('input', { bubbles: true }));
    expect(document.querySelector('[data-results]')!.textContent).toBe('Showing 1 of 2');
  });

  it('hands every island over by one rule: page-start answers it until it is ready, then the page does, an island inside another for itself', async () => {
    document.body.innerHTML = `
      <div data-island data-query-keys="role">
        <button type="button" name="role" value="sap" aria-pressed="false" id="chip"></button>
        <p data-results="Showing {n} of 2" data-no-match="None.">Showing 2 of 2</p>
        <ul><li data-filter-item data-role="sap">a</li><li data-filter-item data-role="devops">b</li></ul>
        <form data-island id="form"><button>Send</button></form>
      </div>
      <button type="button" data-island id="add">Add</button>`;
    const heard: string[] = [];
    for (const type of ['click', 'submit'])
      document.addEventListener(type, (event) => heard.push(`${type} ${(event.target as Element).id}`));
    const chip = document.getElementById('chip')!;
    pageStart();

    // Before: page-start answers each island, and the page hears none of it.
    chip.click();
    document.getElementById('add')!.click();
    (document.getElementById('form') as HTMLFormElement).requestSubmit();
    expect(chip.getAttribute('aria-pressed')).toBe('true');
    expect(heard).toEqual([]);
    expect(document.querySelector('[data-results]')!.textContent).toBe('Showing 1 of 2');

    // After: each island marked ready is the page's alone; the held press is made once, for it.
    for (const id of ['add', 'form']) document.getElementById(id)!.setAttribute('data-ready', '');
    document.querySelector('[data-query-keys]')!.setAttribute('data-ready', '');
    await frame();
    expect(heard).toEqual(['submit form']);
    chip.click();
    expect(chip.getAttribute('aria-pressed')).toBe('true');
    expect(heard).toEqual(['submit form', 'click chip']);
  });
});
