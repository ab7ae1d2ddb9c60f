#!/usr/bin/env node
/** `npm start`: build the static export when there is none, then serve it like a static host. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('out/index.html') || process.argv.includes('--rebuild')) {
  console.log('No build in out/ yet: running npm run build first.');
  const build = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import('./serve.mjs');
