import { ATTR, having } from './protocol';

/**
 * When the app starts: held back as inert scripts by the build (scripts/page-start.mjs), started
 * on the first sign of a visitor reaching for the page, at once where an element or the query
 * string asks for it, and fetched into the cache while idle meanwhile. Nothing of it happens in a
 * prerendered page until it is shown, nor prefetch or prerender on a connection the visitor spares.
 */
export function appStart(doc: Document) {
  // Signs of a visitor reaching for the page. Not `scroll`: a page scrolled by an anchor or by the
  // browser restoring a position has not been touched.
  const events = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'focusin'];
  const listenOptions = { capture: true, passive: true };
  let started = false;
  let asked = false;

  const startNextFrame = () => requestAnimationFrame(() => setTimeout(start, 0));

  /**
   * Starts the app once a shown prerendered page's first paint is on screen. That page is laid out
   * already, so its first frame is the whole hop, and the app's start-up would share the CPU with
   * that frame's raster and draw. Chromium reports the paint once the frame is presented; a
   * browser that reports none starts it a second later.
   */
  function startAfterFirstPaint() {
    let done = false;
    let observer: PerformanceObserver | undefined;
    const go = () => {
      if (done) return;
      done = true;
      observer?.disconnect();
      setTimeout(start, 0);
    };
    const navigation = performance.getEntriesByType?.('navigation')[0] as { activationStart?: number } | undefined;
    const activated = navigation?.activationStart ?? 0;
    try {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').some((paint) => paint.startTime >= activated)) go();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      // No paint timing here: the fallback below starts it.
    }
    setTimeout(go, 1000);
  }
  const deferred = (type: string) =>
    Array.from(doc.querySelectorAll<HTMLScriptElement>(`script[type="${type}"][data-src]`));

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
      startNextFrame();
    };
    if (event.type === 'pointerdown' || event.type === 'touchstart') {
      const fallback = setTimeout(go, 500);
      addEventListener(
        'click',
        (click) => {
          // A press that follows a link away leaves the page: starting the app would only spend
          // the CPU on a page being left while the next one is shown. Should the page stay (the
          // link's navigation cancelled), the next sign of the visitor starts it.
          if (!leaves(click)) return void setTimeout(go, 0);
          clearTimeout(fallback);
          asked = false;
          events.forEach((name) => addEventListener(name, soon, listenOptions));
        },
        { capture: true, once: true },
      );
    } else go();
  }

  /** Whether a click follows a link to another page of the site in this tab. */
  function leaves(click: MouseEvent) {
    const link = click.target instanceof Element ? click.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download')) return false;
    if (click.ctrlKey || click.metaKey || click.shiftKey || click.altKey || click.button !== 0) return false;
    const to = new URL(link.href, location.href);
    return to.origin === location.origin && (to.pathname !== location.pathname || to.search !== location.search);
  }

  /** The app's scripts that failed to download, tried again at the next call of `start`. */
  let failed: HTMLScriptElement[] = [];
  const failures: (() => void)[] = [];

  // A batch reports its failures once all its scripts have settled: failures that come one by
  // one (a dropped connection fails each download in turn) would reopen the "could not load"
  // dialog the visitor had just closed, and a retry made in between would leave out the later ones.
  function load(inerts: HTMLScriptElement[]) {
    let pending = inerts.length;
    const lost: HTMLScriptElement[] = [];
    const settled = () => {
      if (--pending || !lost.length) return;
      failed.push(...lost);
      failures.forEach((failure) => failure());
    };
    for (const inert of inerts) {
      const script = doc.createElement('script');
      if (inert.hasAttribute('data-module')) script.type = 'module';
      script.src = inert.getAttribute('data-src')!;
      script.async = true;
      script.addEventListener('load', settled);
      script.addEventListener('error', () => {
        script.remove();
        lost.push(inert);
        settled();
      });
      doc.head.appendChild(script);
    }
  }

  /** Tries again whatever failed to download (a dropped connection may be back). */
  function retry() {
    const again = failed;
    failed = [];
    load(again);
  }

  /** Starts the app; once started, retries. */
  function start() {
    if (started) return retry();
    started = true;
    events.forEach((name) => removeEventListener(name, soon, listenOptions));
    load(deferred('text/x-page-start'));
  }

  function prefetch() {
    if (started) return;
    deferred('text/x-page-start')
      .concat(deferred('text/x-page-start-preload'))
      .forEach((inert) => {
        const link = doc.createElement('link');
        link.rel = 'prefetch';
        link.href = inert.getAttribute('data-src')!;
        // A module script is fetched in CORS mode: the prefetch must match it to be reused.
        if (inert.hasAttribute('data-module')) link.crossOrigin = 'anonymous';
        doc.head.appendChild(link);
      });
  }

  /** Once everything is listening: start now, or wait for the visitor (and prefetch meanwhile). */
  function arrive() {
    // A visitor who asked to save data, or whose connection is 2G-slow, gets no prerender on
    // intent (lib/browser/speculation.ts: removing the rules withdraws them) and no idle prefetch of the
    // app: both spend the connection on pages and code the visitor may never use. Chromium itself
    // already honours Save-Data for prerendering; the connection's speed it leaves to the page.
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } })
      .connection;
    const sparing = !!connection && (!!connection.saveData || /2g/.test(connection.effectiveType ?? ''));
    if (sparing) doc.querySelectorAll('script[type="speculationrules"]').forEach((rules) => rules.remove());

    const query = new URLSearchParams(location.search);
    const owned = Array.from(doc.querySelectorAll(having('queryKeys'))).flatMap((island) =>
      island.getAttribute(ATTR.queryKeys)!.split(' '),
    );
    const stored = (island: Element) => {
      const [key, value] = island.getAttribute(ATTR.startIfStored)!.split('=');
      try {
        return localStorage.getItem(key!) === value;
      } catch {
        return false;
      }
    };
    const atOnce =
      doc.querySelector(having('startAtOnce')) ||
      Array.from(doc.querySelectorAll(having('startIfStored'))).some(stored);
    const shown = (prerendered: boolean) => {
      if (atOnce || owned.some((key) => query.has(key))) (prerendered ? startAfterFirstPaint : startNextFrame)();
      else {
        events.forEach((name) => addEventListener(name, soon, listenOptions));
        const whenIdle = () =>
          'requestIdleCallback' in window
            ? requestIdleCallback(prefetch, { timeout: 5000 })
            : setTimeout(prefetch, 1000);
        if (sparing) return;
        if (doc.readyState === 'complete') whenIdle();
        else addEventListener('load', whenIdle);
      }
    };
    // A page prerendered on the visitor's intent (lib/browser/speculation.ts) starts nothing, downloads
    // nothing more and counts no visit until it is shown: a prerender never followed leaves no trace.
    if ((doc as Document & { prerendering?: boolean }).prerendering)
      doc.addEventListener('prerenderingchange', () => shown(true), { once: true });
    else shown(false);
  }

  return { start, retry, arrive, onFailure: (failure: () => void) => void failures.push(failure) };
}
