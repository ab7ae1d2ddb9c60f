#!/usr/bin/env node
/** Builds the export when out/ is missing, so `npm run test:e2e` works on its own. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('out/index.html')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  process.exit(build.status ?? 1);
}
