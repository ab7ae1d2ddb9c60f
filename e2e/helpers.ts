import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import {
  test as baseTest,
  expect,
  type BrowserContext,
  type Locator,
  type Page,
  type Response,
} from '@playwright/test';
import { MIN_FILL_MS } from '../lib/forms/spam';
import { RECEIVER_ORIGIN } from '../tests/harness/form-receiver.cjs';
import { basePath } from '../lib/build/base-path.cjs';
import { ATTR } from '../lib/page-start/protocol';
import { paths } from '../lib/paths';
import { allPages } from '../lib/pages/all';
import type { SearchManifest, SearchHit } from '../lib/search';
import { copyOf } from './copy';

const contact = copyOf('forms').contactForm;

export { expect };

/**
 * Resolves once the page's React islands have hydrated (the layout marks <html data-hydrated>),
 * so a test never clicks a control before its script is live. Pages start their script on the
 * first interaction (scripts/page-start.mjs), so this moves the pointer as a visitor's would.
 */
async function islandsLive(page: Page, nudge: number) {
  await page.mouse.move(1 + (nudge % 2), 1);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Each page's own `goto`, for a test that must see the page before its islands are live. */
const plainGoto = new WeakMap<Page, Page['goto']>();

/** `page.goto` and `page.reload` that return once the islands are live (at once with JavaScript off). */
function waitsForIslands(page: Page, javaScriptEnabled: boolean) {
  let nudges = 0;
  const goto = page.goto.bind(page);
  plainGoto.set(page, goto);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (javaScriptEnabled) await islandsLive(page, nudges++);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (javaScriptEnabled) await islandsLive(page, nudges++);
    return response;
  };
  return page;
}

/** One page of the route crawl, with what went wrong on it since the test began. */
interface CrawlPage {
  page: Page;
  problems: string[];
  policyViolations: () => Promise<string[]>;
}

/** The route crawl: opens a route (openWithoutSidewaysScroll) and gives its page and response. */
interface Crawl {
  open: (route: string) => Promise<CrawlPage & { response: Response | null }>;
}

/** A page of the context that reports what goes wrong on it. */
async function crawlPage(context: BrowserContext): Promise<CrawlPage> {
  const page = waitsForIslands(await context.newPage(), true);
  return { page, problems: watchPage(page), policyViolations: await watchPolicy(page) };
}

export const test = baseTest.extend<
  { crawl: Crawl },
  { crawler: { context: BrowserContext; shared: CrawlPage }; visitor: Page }
>({
  page: async ({ page, javaScriptEnabled }, provide) => {
    await provide(waitsForIslands(page, javaScriptEnabled !== false));
  },
  // The route crawl visits a hundred pages. Each worker moves one page through them, as a visitor
  // moving through the site: a new page per route costs a new renderer process each time. Motion
  // is reduced, so axe never sees an element halfway through its entrance. A phone at the
  // narrowest width the site supports, as most visitors come.
  crawler: [
    async ({ browser }, provide, workerInfo) => {
      const context = await browser.newContext({
        ...workerInfo.project.use,
        reducedMotion: 'reduce',
        viewport: { width: NARROW, height: 780 },
        isMobile: true,
        hasTouch: true,
      });
      await provide({ context, shared: await crawlPage(context) });
      await context.close();
    },
    { scope: 'worker' },
  ],
  // One page per worker for the specs that only read pages, each test opening its own: a new page
  // per test is a new renderer with an empty cache, which cost case-studies.spec.ts more CPU than
  // its checks. A test that changes what the page keeps (storage, routes, the clock) takes `page`.
  visitor: [
    async ({ browser }, provide, workerInfo) => {
      const { javaScriptEnabled } = workerInfo.project.use;
      const context = await browser.newContext(workerInfo.project.use);
      await provide(waitsForIslands(await context.newPage(), javaScriptEnabled !== false));
      await context.close();
    },
    { scope: 'worker' },
  ],
  // A page that starts its app on arrival gets a page of its own: holding its app's files back
  // takes a route, and a route turns the page's HTTP cache off for every page after it (the
  // crawl then took 15 % more CPU).
  crawl: async ({ crawler }, provide) => {
    const own: Page[] = [];
    await provide({
      open: async (route) => {
        const crawled = startsAtOnce(route) ? await crawlPage(crawler.context) : crawler.shared;
        if (crawled === crawler.shared) crawled.problems.length = 0;
        else own.push(crawled.page);
        return { ...crawled, response: await openWithoutSidewaysScroll(crawled.page, route) };
      },
    });
    await Promise.all(own.map((page) => page.close()));
  },
});

/** The narrowest phone the site supports. */
export const NARROW = 360;

/** How far the page scrolls sideways and, if it does, the element sticking out furthest to the right. */
export const sideways = (page: Page) =>
  page.evaluate(() => {
    const { scrollWidth, clientWidth } = document.documentElement;
    if (scrollWidth <= clientWidth) return 'none';
    let culprit = '';
    let right = clientWidth;
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width && box.right > right) {
        right = box.right;
        culprit = `<${element.tagName.toLowerCase()} class="${String(element.getAttribute('class'))}">`;
      }
    }
    return `${scrollWidth - clientWidth} px, widest: ${culprit}`;
  });

const APP_CHUNK = /\/_next\/static\/chunks\/.*\.js(\?|$)/;

/** Whether the built page asks page-start to start its app on arrival (lib/page-start/app-start.ts). */
function startsAtOnce(route: string) {
  const html = readFileSync(
    join(process.env.OUT_DIR || 'out', route, route.endsWith('.html') ? '' : 'index.html'),
    'utf8',
  );
  return new RegExp(`<[^>]*\\s(${ATTR.startAtOnce}|${ATTR.startIfStored})[\\s=>]`).test(html);
}

/**
 * Opens a route and checks that nothing makes it scroll sideways, as the HTML arrives and again
 * once the app has started (a wide table or strip scrolls inside its own box). Most pages start
 * their app on the first interaction; on a page that starts it on arrival (the quote list, an
 * unlocked calculator) the app's files wait until the page has been measured without them, or a
 * fast machine would measure only the app.
 */
export async function openWithoutSidewaysScroll(page: Page, route: string) {
  const release = startsAtOnce(route) ? await holdAppChunks(page) : () => {};
  try {
    const response = await (plainGoto.get(page) ?? page.goto.bind(page))(at(route), { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => document.fonts.ready.then(() => true));
    expect(await sideways(page), 'no sideways scroll before the app starts').toBe('none');
    release();
    // The first tap starts the app where it waits for one (lib/page-start/app-start.ts): its
    // touch, then its click, without which page-start would give the tap 500 ms to arrive.
    await page.dispatchEvent('body', 'touchstart');
    await page.dispatchEvent('body', 'click');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(await sideways(page), 'no sideways scroll once the app has started').toBe('none');
    return response;
  } finally {
    release();
  }
}

/** Each page's gate for its app chunks: open unless a hold is pending. */
const chunkGates = new WeakMap<Page, { held: Promise<void> }>();

/**
 * Holds the page's app chunks until the returned release is called. The route is installed once
 * per page and never removed: a chunk requested while it was being removed was never answered,
 * and the crawl then waited for a quiet network until the test timed out.
 */
async function holdAppChunks(page: Page) {
  let gate = chunkGates.get(page);
  if (!gate) {
    const opened = { held: Promise.resolve() };
    chunkGates.set(page, opened);
    await page.route(APP_CHUNK, async (chunk) => {
      await opened.held;
      await chunk.continue().catch(() => {});
    });
    gate = opened;
  }
  let release = () => {};
  gate.held = new Promise<void>((resolve) => (release = resolve));
  return release;
}

const axeSource = readFileSync(createRequire(__filename).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core's WCAG 2.2 AA violations in the page (or the part `include` names, without what
 * `exclude` names), as "rule: first targets". axe-core runs in the page itself, injected once per
 * document, and only the violations' rule and targets come back: a wrapper that returns axe's
 * whole result (passes and inapplicable rules with their descriptions) took 0.55 s a call
 * against 0.32 s, which the route crawl pays on every page.
 */
export async function axeViolations(
  page: Page,
  { include, exclude = [] }: { include?: string; exclude?: string[] } = {},
): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // A page reached by a link on the site fades in (lib/page-start/entry-fade.ts): axe reads it as it
  // settles a moment later, not its first frames.
  await page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
      .forEach((animation) => animation.finish()),
  );
  return page.evaluate(
    async (part) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      const context = part.include ? { include: [part.include], exclude: part.exclude } : { exclude: part.exclude };
      const { violations } = await axe.run(context, {
        runOnly: { type: 'tag', values: part.tags },
        resultTypes: ['violations'],
      });
      return violations.map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      );
    },
    { include, exclude, tags: WCAG_22_AA },
  );
}

/** Relative to the configured baseURL, so the same test runs with or without a base path. */
export const at = (path: string) => path.replace(/^\//, '');

/** An address in the CMS, which runs as an app of its own on another origin (playwright.config.ts). */
export const cmsAt = (path = '') => `http://localhost:${process.env.CMS_PORT}/${path.replace(/^\//, '')}`;

/**
 * Every page of the site, from the registry of page kinds (lib/pages/all.ts), as site paths
 * ('/', '/about/', ...): the pages search engines may not index included. `npm test` gives the
 * tests the build's date (SITE_BUILD_DATE), so a job closes on the same day for both.
 */
export const registryRoutes = (): string[] => allPages().map((page) => page.path);

/** Every route of the exported sitemap, as site paths ('/', '/about/', ...). */
export function sitemapRoutes(): string[] {
  const xml = readFileSync(`${process.env.OUT_DIR || 'out'}/sitemap.xml`, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const pathname = new URL(m[1]!).pathname;
    return pathname.startsWith(basePath) ? pathname.slice(basePath.length) || '/' : pathname;
  });
}

/** Every document site search offers, with its kind, read from the export's split index. */
export function searchDocs(): (SearchHit & { kind: string })[] {
  const json = (path: string): unknown => JSON.parse(readFileSync(join(process.env.OUT_DIR || 'out', path), 'utf8'));
  const manifest = json(paths.searchManifest) as SearchManifest;
  const kinds = manifest.kinds.flatMap(([kind, count]) => Array<string>(count).fill(kind));
  const chunks = Array.from({ length: Math.ceil(kinds.length / manifest.chunkSize) }, (_, n) =>
    json(paths.searchChunk(manifest.version, n)),
  ) as SearchHit[][];
  return chunks.flat().map((doc, i) => ({ kind: kinds[i]!, ...doc }));
}

/** Collects console errors, uncaught errors and requests to any other host while a page runs. */
export function watchPage(page: Page) {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()} (${msg.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['localhost', '127.0.0.1'].includes(url.hostname) && !['data:', 'blob:'].includes(url.protocol)) {
      problems.push(`request to another host: ${request.url()}`);
    }
  });
  return problems;
}

/**
 * The form endpoint the served build posts to, read from its contact form ('' when its forms
 * simulate sending, as in the variant build): the same test then checks either behaviour.
 */
export const builtEndpoint =
  /<form[^>]*\baction="([^"]+)"/.exec(readFileSync(`${process.env.OUT_DIR || 'out'}/index.html`, 'utf8'))?.[1] ?? '';

/**
 * Form tests control the page's clock (installed before the page loads) so that "a person
 * took longer than the minimum fill time" and "the endpoint timed out" need no waiting.
 */
export async function openWithClock(page: Page, path: string) {
  await page.clock.install();
  await page.goto(at(path));
}

/**
 * A notice as a visitor reads it, on a page whose clock stands still (`page.clock.pauseAt`): the
 * clock moves a tenth of a second at a time until the notice shows, then stands still again, so
 * its few seconds on screen are the page's, however long a busy machine takes to read it.
 */
export async function noticeShown(page: Page, title: string): Promise<Locator> {
  const notice = page.getByRole('status').filter({ hasText: title });
  await expect(async () => {
    if (!(await notice.isVisible())) await page.clock.runFor(100);
    expect(await notice.isVisible()).toBe(true);
  }).toPass();
  return notice;
}

/** Time passes as it does for a person filling in the form (past the bot check). */
export const takeTime = (page: Page) => page.clock.fastForward(MIN_FILL_MS);

/** A unique e-mail address: the test receiver keys its submissions and modes by it. */
export const uniqueEmail = (who: string) =>
  `${who}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.in`;

export interface Received {
  method: string;
  accept: string;
  contentType: string;
  fields: Record<string, string>;
  files: Record<string, { name: string; type: string; size: number; base64: string }>;
}

/** The test form receiver (tests/harness/form-receiver.cjs), started by playwright.config.ts. */
export const receiver = {
  async submissions(email: string): Promise<Received[]> {
    const response = await fetch(`${RECEIVER_ORIGIN}/_control/submissions?email=${encodeURIComponent(email)}`);
    return (await response.json()) as Received[];
  },
  async answer(email: string, mode: 'ok' | 'error' | 'hang' | 'drop') {
    await fetch(`${RECEIVER_ORIGIN}/_control/mode`, { method: 'POST', body: JSON.stringify({ email, mode }) });
  },
};

/** Records the page's Content-Security-Policy violations from its first script on; returns a reader. */
export async function watchPolicy(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

/** Any of the app's script files. */
export const APP_SCRIPT = /\/_next\/static\/.+\.js(\?.*)?$/;

/**
 * Fails every script the page at `path` did not list in its HTML, as after going offline or a
 * redeploy that removed old chunks: the page loads and hydrates, every island loaded on demand
 * fails. Returns a function that lets them through again.
 */
export async function failLazyChunks(page: Page, path: string): Promise<() => Promise<void>> {
  const html = await (await page.request.get(at(path))).text();
  // The islands' own chunks are listed too, for the idle prefetch (data-lazy): they fail here.
  const listed = new Set(
    [...html.matchAll(/<script\b[^>]*?\b(?:data-src|src)="([^"]+\.js)"[^>]*>/g)]
      .filter((m) => !/\bdata-lazy\b/.test(m[0]))
      .map((m) => new URL(m[1]!, 'http://localhost/').pathname),
  );
  const handler = (route: Parameters<Parameters<Page['route']>[1]>[0]) =>
    listed.has(new URL(route.request().url()).pathname) ? route.continue() : route.abort('internetdisconnected');
  await page.route(APP_SCRIPT, handler);
  return () => page.unroute(APP_SCRIPT, handler);
}

/**
 * The home page's contact form with a name typed, while every chunk loaded on demand fails
 * (failLazyChunks); returns the form and the function that lets the chunks through again.
 */
export async function contactFormWithChunksFailing(page: Page) {
  const restore = await failLazyChunks(page, '/');
  await page.goto(at('/#contact'));
  const form = page.locator('#contact form');
  await form.getByLabel(contact.fields.name).fill('Priya Sharma');
  return { form, restore };
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Scrolls most of the way down a long list and returns where it stopped. */
export async function scrollDownTheList(page: Page): Promise<number> {
  const target = await page.evaluate(() =>
    Math.round(Math.min(1500, (document.documentElement.scrollHeight - window.innerHeight) * 0.6)),
  );
  expect(target).toBeGreaterThan(300);
  await page.evaluate((y) => window.scrollTo(0, y), target);
  await expect.poll(() => scrollY(page)).toBe(target);
  return target;
}

/**
 * Back at the same place: approximately, because the browser's scroll anchoring keeps the same
 * content in view when text above it reflows (Inter cached on the second load, say).
 */
export async function expectBackNear(page: Page, target: number) {
  await expect.poll(() => scrollY(page)).toBeGreaterThan(target * 0.8);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  expect(Math.abs((await scrollY(page)) - target)).toBeLessThan(target * 0.2);
}

/** Opens the long list at `path`, scrolls down it, reloads, and expects to be back at that place. */
export async function expectReloadKeepsThePlace(page: Page, path: string) {
  await page.goto(at(path));
  const target = await scrollDownTheList(page);
  await page.reload();
  await expectBackNear(page, target);
}

/**
 * The words of the last link or button a visitor can see in main: what a page ends on before the
 * footer (a closed dialog's controls are not on the page).
 */
export const lastControlIn = (page: Page) =>
  page.getByRole('main').evaluate(
    (main) =>
      [...main.querySelectorAll('a[href], button')]
        .filter((el) => !el.closest('dialog:not([open])') && el.getBoundingClientRect().height > 0)
        .at(-1)
        ?.textContent?.trim() ?? '',
  );
