/**
 * Finds a Chromium for Playwright and Lighthouse: CHROME_PATH, else Playwright's own
 * browser when installed, else the system one. Returns undefined when there is none.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

export const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
export const HOW_TO_GET_ONE =
  'No Chromium found: run `npx playwright install chromium` (or on Debian `apt-get install chromium`), or set CHROME_PATH.';

export function findChrome() {
  if (process.env.CHROME_PATH) return existsSync(process.env.CHROME_PATH) ? process.env.CHROME_PATH : undefined;
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require('playwright-core');
    const own = chromium.executablePath();
    if (own && existsSync(own)) return { playwright: own };
  } catch {
    // playwright-core not resolvable: fall through to the system browser.
  }
  return SYSTEM_CHROMIUM.find((path) => existsSync(path));
}

/** Path for tools that need one (Lighthouse); undefined means Playwright's own browser. */
export function chromePath() {
  const found = findChrome();
  return typeof found === 'object' ? found.playwright : found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = chromePath();
  if (!path) {
    console.error(HOW_TO_GET_ONE);
    process.exit(1);
  }
  console.log(path);
}
