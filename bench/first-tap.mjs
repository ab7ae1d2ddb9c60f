#!/usr/bin/env node
/**
 * `npm run first-tap`: how long a visitor's first tap takes to get a visible answer on a slow
 * phone. Playwright drives Chromium with the CPU throttled 4x and
 * a slow-4G network (150 ms RTT, 1.6 Mbps), touch, a fresh context (cold cache) per run; it
 * opens the page, lets the visitor read for 3 s after `load` without touching anything, scrolls
 * the control into view instantly, taps it once (touchscreen.tap), and polls in the page, every
 * frame, until the answer is visible. The time runs from the touch's own timestamp to that frame,
 * both in the page's clock. The native <details> toggle of the mobile menu is measured on the
 * same page in the same run as the control. A measuring tool: it prints figures, gates nothing.
 * Options: FIRST_TAP_RUNS (default 5), BENCH_PAGES (names or paths), BENCH_PORT, --before <dir>.
 * Exports FIRST_TAPS and measureFirstTap() for bench/bench.mjs.
 */
import { pathToFileURL } from 'node:url';
import { measureBuilds, median } from './readiness.mjs';
import { slowPhonePage } from './slow-phone.mjs';

/** A visitor reads for a moment before tapping: the page's start-up work has had its chance. */
const READ_MS = 3000;
const TIMEOUT_MS = 20_000;

const visible = (selector) =>
  `() => { const el = document.querySelector(${JSON.stringify(selector)}); return !!el && el.checkVisibility(); }`;
const textShown = (text) =>
  `() => Array.from(document.querySelectorAll('body *')).some((el) => el.childElementCount === 0 && el.textContent.trim() === ${JSON.stringify(text)} && el.checkVisibility())`;

/** Fewer of the main list's items show than the `total` it starts with (hidden ones may stay in the page). */
const fewerShown = (total) =>
  `() => Array.from(document.querySelectorAll('main article')).filter((el) => el.checkVisibility()).length < ${total}`;

/** The native control: the mobile menu's <details> (summary "Menu"), answered when its panel shows. */
const MENU = { control: 'header details > summary', answer: visible('header details nav') };

/** The header's search, the island of templates that have none of their own. */
const searchOn = (path) => ({
  path,
  island: 'search opens, ready for typing',
  control: { role: 'button', name: 'Search' },
  answer: `() => Array.from(document.querySelectorAll('input[type="search"], [role="combobox"]')).some((el) => el.closest('dialog[open], [role="dialog"]') && el.checkVisibility())`,
});

/**
 * One island of each template (the pricing page's lead form opens on arrival, with no tap): the control to tap (a CSS selector, or a role and
 * name) and the answer (a function's source, run in the page every frame).
 */
export const FIRST_TAPS = {
  careers: {
    path: '/careers/',
    island: '"Apply Now" shows the form',
    control: { role: 'button', name: /^Apply Now/ },
    answer: `() => Array.from(document.querySelectorAll('input[name="email"]')).some((el) => el.closest('dialog, [role="dialog"]') && el.checkVisibility())`,
  },
  job: {
    path: '/careers/devops-engineer/',
    island: '"Apply Now" shows the form',
    control: { role: 'button', name: 'Apply Now' },
    answer: `() => Array.from(document.querySelectorAll('input[name="email"]')).some((el) => el.closest('dialog, [role="dialog"]') && el.checkVisibility())`,
  },
  product: {
    path: '/products/power-cables/',
    island: 'second image of the carousel',
    control: { role: 'button', name: 'Next image' },
    answer: textShown('Image 2 of 3'),
  },
  training: {
    path: '/training/',
    island: '"Request a Trainer" notice',
    control: { role: 'button', name: 'Request a Trainer' },
    answer: textShown("Let's Find Your Trainer!"),
  },
  'case-study list': {
    path: '/case-studies/',
    island: 'a filter narrows the list',
    control: { role: 'button', name: 'SAP ERP' },
    answer: fewerShown(19),
  },
  'blog list': {
    path: '/blog/',
    island: 'a category narrows the list',
    control: { role: 'button', name: /^ERP$/ },
    answer: fewerShown(4),
  },
  about: searchOn('/about/'),
  service: searchOn('/services/quantum-computing/'),
  'enterprise IT service': searchOn('/services/enterprise-it/network-security/'),
  'enterprise IT hub': searchOn('/services/enterprise-it/'),
  'case study': searchOn('/case-studies/sap-s4hana-chemicals-migration/'),
  article: searchOn('/blog/moving-erp-to-the-cloud/'),
  home: { path: '/', island: 'mobile menu (native <details>)', control: MENU.control, answer: MENU.answer },
  // Paid traffic lands with campaign parameters, which no island owns.
  'campaign link': {
    path: '/?utm_source=newsletter&utm_medium=email',
    island: 'mobile menu (native <details>)',
    control: MENU.control,
    answer: MENU.answer,
  },
};

/** Resolves, in the page, to [touch timestamp, frame the answer showed], both performance.now() times. */
const POLL = (answer) => `new Promise((resolve) => {
  const isAnswered = ${answer};
  const started = performance.now();
  const check = () => {
    if (window.__tapAt !== undefined && isAnswered()) resolve([window.__tapAt, performance.now()]);
    else if (performance.now() - started > ${TIMEOUT_MS}) resolve([NaN, NaN]);
    else requestAnimationFrame(check);
  };
  check();
})`;

async function tapOnce(page, control, answer) {
  const target =
    typeof control === 'string'
      ? page.locator(control).first()
      : page.getByRole(control.role, { name: control.name }).first();
  await target.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  const box = await target.boundingBox();
  if (!box) return NaN;
  await page.evaluate(() => {
    window.__tapAt = undefined;
  });
  const answered = page.evaluate(POLL(answer));
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  const [tapAt, shownAt] = await answered;
  return shownAt - tapAt;
}

/**
 * One run on a fresh context: the island's first tap, then (after a reload into the same cold
 * state, in a new context) the native menu toggle on the same page. Milliseconds; NaN when the
 * answer never showed.
 */
export async function measureFirstTap(browser, url, tap) {
  const run = async (control, answer) => {
    const { context, page } = await slowPhonePage(browser);
    // The touch's own timestamp: work blocking the main thread after it counts.
    await page.addInitScript(() => {
      addEventListener('touchstart', (event) => (window.__tapAt ??= event.timeStamp), { capture: true, passive: true });
    });
    try {
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForTimeout(READ_MS);
      return await tapOnce(page, control, answer);
    } catch {
      return NaN;
    } finally {
      await context.close();
    }
  };
  const island = await run(tap.control, tap.answer);
  const menu = tap.control === MENU.control ? island : await run(MENU.control, MENU.answer);
  return { island, menu };
}

export function chosenTaps() {
  const wanted = (process.env.BENCH_PAGES ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const all = Object.entries(FIRST_TAPS);
  return wanted.length ? all.filter(([name, t]) => wanted.includes(name) || wanted.includes(t.path)) : all;
}

/**
 * Prints the table of medians: island, the native menu toggle in the same runs, and their ratio
 * (the figure to compare across runs: the machine's load moves both).
 */
export function firstTapTable(results, builds, runs) {
  const ms = (v) => (Number.isFinite(v) ? `${Math.round(v)} ms` : 'never');
  const lines = [
    `First tap, ${runs} run(s) per page and build, 4x CPU, 150 ms RTT / 1.6 Mbps, touch, fresh context, 3 s after load; medians: island, native menu toggle (same runs), island ÷ native.`,
    `| page | first tap | ${builds.map((b) => `${b}: island | native | ratio`).join(' | ')} |`,
    `| --- | --- | ${builds.map(() => '--- | --- | ---').join(' | ')} |`,
  ];
  for (const [name, byBuild] of Object.entries(results)) {
    const cells = builds.map((b) => {
      const island = median(byBuild[b].map((r) => r.island));
      const menu = median(byBuild[b].map((r) => r.menu));
      return `${ms(island)} | ${ms(menu)} | ${Number.isFinite(island / menu) ? `${(island / menu).toFixed(2)}x` : '—'}`;
    });
    lines.push(`| ${name} | ${FIRST_TAPS[name].island} | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const RUNS = Number(process.env.FIRST_TAP_RUNS ?? 5);
  const { results, builds, file } = await measureBuilds({
    label: 'first-tap',
    pages: chosenTaps(),
    runs: RUNS,
    port: Number(process.env.BENCH_PORT ?? 4180),
    measure: measureFirstTap,
  });
  console.log(firstTapTable(results, builds, RUNS));
  console.log(`Raw results: ${file}`);
}
