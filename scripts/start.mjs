#!/usr/bin/env node
/**
 * `npm start`: serves the export like a static host, after building it when out/ holds none, or
 * one made for something else: another base path, site URL, form endpoint, analytics, build day,
 * commit, or some routes only (the record each build leaves, lib/build/build-record.cjs). The tests
 * build in a folder of their own (tests/harness/test-env.cjs), so `npm test` never leaves one here.
 * `npm start -- --rebuild` builds again whatever out/ holds, after editing files. The CMS's own
 * app (out-cms/) is served beside it on the next port, which the site's /admin/ sends editors to.
 */
import { spawn, spawnSync } from 'node:child_process';
import buildRecord from '../lib/build/build-record.cjs';

const out = process.env.OUT_DIR || 'out';
// The CMS runs beside the site on an origin of its own, the next port (docs/editing.md).
const port = Number(process.env.PORT ?? 3000);
process.env.CMS_URL ??= `http://localhost:${port + 1}/`;
const wanted = buildRecord.wantedBuild(buildRecord.buildEnv());
const reasons = process.argv.includes('--rebuild')
  ? ['--rebuild was given']
  : buildRecord.differences(buildRecord.readRecord(out), wanted);

if (reasons.length) {
  console.log(`Building the site into ${out}/ first: ${reasons.join('; ')}.`);
  const build = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, OUT_DIR: out, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
process.argv.push('--dir', out);
await import('./serve.mjs');
const cms = spawn(
  process.execPath,
  ['scripts/serve.mjs', '--dir', buildRecord.cmsDir(out), '--port', String(port + 1), '--base-path', '/', '--headers'],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
cms.stdout.on('data', (chunk) =>
  process.stdout.write(String(chunk).replace(/^Serving .*\nat /, 'The CMS (its own app) at ')),
);
process.on('exit', () => cms.kill());
