#!/usr/bin/env node
/**
 * Prints one line `N passed, N failed` totalling the Jest and Playwright results in reports/.
 * A failed run whose failing step wrote no report (type check, lint, build, link or size
 * check) counts as one failure, so the line never reads as green when the run was not.
 * Usage: node tests/harness/test-summary.mjs <exit status of npm test>
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const status = Number(process.argv[2] ?? 0);
let passed = 0;
let failed = 0;

if (existsSync('reports/jest.json')) {
  const jest = JSON.parse(readFileSync('reports/jest.json', 'utf8'));
  passed += jest.numPassedTests;
  failed += jest.numFailedTests;
}
for (const file of existsSync('reports') ? readdirSync('reports') : []) {
  if (!/^playwright.*\.json$/.test(file)) continue;
  const { stats } = JSON.parse(readFileSync(`reports/${file}`, 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
}
if (status !== 0 && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
