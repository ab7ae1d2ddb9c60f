#!/usr/bin/env node
/**
 * `npm run test:e2e` on its own: builds the tests' export (tests/harness/run-tests.mjs) unless its
 * folder already holds one made for them, by its build record (lib/build/build-record.cjs).
 */
import { spawnSync } from 'node:child_process';
import buildRecord from '../../lib/build/build-record.cjs';
import testEnv from './test-env.cjs';

const dir = process.env.OUT_DIR || testEnv.TEST_OUT_DIR;
const wanted = buildRecord.wantedBuild(testEnv.TEST_BUILD);
const reasons = buildRecord.differences(buildRecord.readRecord(dir), wanted);
if (reasons.length) {
  console.log(`Building the tests' export in ${dir}/: ${reasons.join('; ')}.`);
  const build = spawnSync('node', ['tests/harness/run-tests.mjs', 'build'], { stdio: 'inherit' });
  process.exit(build.status ?? 1);
}
