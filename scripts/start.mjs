#!/usr/bin/env node
/**
 * `npm start`: serves the export like a static host, after building it when out/ holds none, or
 * one made for something else: another base path, site URL, form endpoint, analytics, build day,
 * commit, or some routes only (the record each build leaves, lib/build-record.cjs). The tests
 * build in a folder of their own (scripts/test-env.cjs), so `npm test` never leaves one here.
 * `npm start -- --rebuild` builds again whatever out/ holds, after editing files.
 */
import { spawnSync } from 'node:child_process';
import buildRecord from '../lib/build-record.cjs';

const out = process.env.OUT_DIR || 'out';
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
