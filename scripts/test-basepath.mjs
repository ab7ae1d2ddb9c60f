#!/usr/bin/env node
/**
 * Builds the site a second time under a base path (as on GitHub Pages project sites) into
 * out-basepath/, then runs the link check and the @smoke end-to-end tests served under that
 * prefix. Part of `npm test`; its Playwright results go to reports/playwright-basepath.json.
 */
import { spawnSync } from 'node:child_process';

const env = {
  ...process.env,
  BASE_PATH: process.env.TEST_BASE_PATH ?? '/quantivo-site',
  OUT_DIR: 'out-basepath',
  E2E_PORT: process.env.BASEPATH_E2E_PORT ?? '4174',
  PW_JSON: 'reports/playwright-basepath.json',
  NEXT_TELEMETRY_DISABLED: '1',
};

const steps = [
  ['node', ['scripts/images.mjs']],
  ['npx', ['next', 'build']],
  ['npx', ['next-sitemap']],
  ['node', ['scripts/after-paint.mjs']],
  ['node', ['scripts/csp.mjs']],
  ['node', ['scripts/check-links.mjs']],
  ['npx', ['playwright', 'test', '--grep', '@smoke']],
];

console.log(`Base-path build: BASE_PATH=${env.BASE_PATH} into ${env.OUT_DIR}/`);
for (const [command, args] of steps) {
  const run = spawnSync(command, args, { stdio: 'inherit', env });
  if (run.status !== 0) {
    console.error(`Base-path check failed at: ${command} ${args.join(' ')}`);
    process.exit(run.status ?? 1);
  }
}
