#!/usr/bin/env node
/** Builds the export for the tests when out/ is missing, so `npm run test:e2e` works on its own. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('out/index.html')) {
  const build = spawnSync('node', ['scripts/run-tests.mjs', 'build'], { stdio: 'inherit' });
  process.exit(build.status ?? 1);
}
