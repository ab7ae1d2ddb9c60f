/**
 * Finds a Chromium for Playwright and Lighthouse: CHROME_PATH, else Playwright's own
 * browser when installed, else the system one. Tests prefer Debian's headless shell
 * (`apt-get install chromium-headless-shell`), the same engine without the desktop browser
 * around it: measured here, interleaved in one run, opening a page in a new context and
 * starting its islands cost 0.46 CPU-seconds in it against 1.12 in the full browser. The bench keeps the full browser,
 * as a visitor's, and so do the back/forward cache tests: the shell restores no page from that cache. CommonJS so Playwright's config loader,
 * plain Node scripts and the shell (`node tests/harness/find-chrome.cjs`) can all use it.
 */
const { existsSync } = require('node:fs');

const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const HOW_TO_GET_ONE =
  'No Chromium found: run `npx playwright install chromium` (or on Debian `apt-get install chromium`), or set CHROME_PATH.';

/**
 * @param {{ forTests?: boolean }} [options]
 * @returns {{ path: string, own: boolean } | undefined}
 */
function findChrome({ forTests = false } = {}) {
  if (process.env.CHROME_PATH)
    return existsSync(process.env.CHROME_PATH) ? { path: process.env.CHROME_PATH, own: false } : undefined;
  try {
    const own = require('playwright-core').chromium.executablePath();
    if (own && existsSync(own)) return { path: own, own: true };
  } catch {
    // playwright-core is not installed: fall through to the system browser.
  }
  const system = (forTests ? [HEADLESS_SHELL, ...SYSTEM_CHROMIUM] : [...SYSTEM_CHROMIUM, HEADLESS_SHELL]).find((path) =>
    existsSync(path),
  );
  return system ? { path: system, own: false } : undefined;
}

/**
 * The flags every automated Chromium here starts with (tests, bench, hops): no sandbox (containers
 * run as root), no GPU, and none of the browser's own background traffic, which would compete
 * with the page being measured. Headless mode is each launcher's own business.
 */
const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

module.exports = { findChrome, HOW_TO_GET_ONE, CHROME_FLAGS };

if (require.main === module) {
  const found = findChrome();
  if (!found) {
    console.error(HOW_TO_GET_ONE);
    process.exit(1);
  }
  console.log(found.path);
}
