#!/usr/bin/env node
/**
 * The analytics settings that need their own build: GA4 behind the consent banner and the
 * cookieless provider (Plausible's API), each built into its own folder (out-ga4/,
 * out-plausible/) reporting to the local stand-in collector (scripts/analytics-collector.cjs)
 * and posting forms to the test receiver, then e2e/analytics.spec.ts run against it. The
 * "off" setting is the normal test build (out/), which runs the same spec within `playwright test`.
 * ANALYTICS_VARIANTS=ga4 (or plausible) runs one; --no-build reuses the folders.
 */
import { spawnSync } from 'node:child_process';
import collector from './analytics-collector.cjs';
import receiver from './form-receiver.cjs';

const { COLLECTOR_ORIGIN } = collector;
const SETTINGS = {
  ga4: {
    ANALYTICS_PROVIDER: 'ga4',
    ANALYTICS_SITE_ID: 'G-TEST0001',
    ANALYTICS_SCRIPT_URL: `${COLLECTOR_ORIGIN}/gtag/js?id=G-TEST0001`,
  },
  plausible: {
    ANALYTICS_PROVIDER: 'plausible',
    ANALYTICS_SITE_ID: 'quantivo.example',
    ANALYTICS_HOST: COLLECTOR_ORIGIN,
  },
};
const variants = (process.env.ANALYTICS_VARIANTS ?? 'ga4,plausible').split(',').filter(Boolean);
const build = !process.argv.includes('--no-build');
const firstPort = Number(process.env.ANALYTICS_E2E_PORT ?? 4175);

for (const [i, variant] of variants.entries()) {
  if (!SETTINGS[variant]) {
    console.error(`Unknown analytics variant "${variant}": use ${Object.keys(SETTINGS).join(', ')}.`);
    process.exit(1);
  }
  const env = {
    ...process.env,
    ...SETTINGS[variant],
    OUT_DIR: `out-${variant}`,
    FORM_ENDPOINT: receiver.RECEIVER_ENDPOINT,
    E2E_PORT: String(firstPort + i),
    PW_JSON: `reports/playwright-analytics-${variant}.json`,
    NEXT_TELEMETRY_DISABLED: '1',
  };
  const steps = [
    ...(build
      ? [
          // The one build pipeline (package.json "build"), with this setting.
          ['npm', ['run', 'build']],
        ]
      : []),
    ['npx', ['playwright', 'test', 'e2e/analytics.spec.ts', '--project', 'chromium']],
  ];
  console.log(`Analytics build "${variant}" into ${env.OUT_DIR}/, served on port ${env.E2E_PORT}`);
  for (const [command, args] of steps) {
    const run = spawnSync(command, args, { stdio: 'inherit', env });
    if (run.status !== 0) {
      console.error(`Analytics check "${variant}" failed at: ${command} ${args.join(' ')}`);
      process.exit(run.status ?? 1);
    }
  }
}
