#!/usr/bin/env node
/**
 * The build `npm test` checks: `npm run build` with FORM_ENDPOINT pointing at the local test
 * receiver (scripts/form-receiver.cjs), so the end-to-end tests see real submissions arrive.
 * A developer's own `npm run build` keeps whatever endpoint they configured, or none.
 */
import { spawnSync } from 'node:child_process';
import receiver from './form-receiver.cjs';
import testEnv from './test-env.cjs';

const { RECEIVER_ENDPOINT } = receiver;

console.log(`Building for the tests with FORM_ENDPOINT=${RECEIVER_ENDPOINT}`);
const build = spawnSync('npm', ['run', 'build'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    FORM_ENDPOINT: RECEIVER_ENDPOINT,
    SITE_BUILD_DATE: testEnv.TEST_BUILD_DATE,
    NEXT_TELEMETRY_DISABLED: '1',
  },
});
process.exit(build.status ?? 1);
