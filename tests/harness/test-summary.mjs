#!/usr/bin/env node
/**
 * Prints one line `N passed, N failed` totalling the Jest and Playwright results in reports/,
 * after a line per failed test (a CI log is often read from its tail only: the failure must be
 * there, not only in its step's output far above).
 * A failed run whose failing step wrote no report (type check, lint, build, link or size
 * check) counts as one failure, so the line never reads as green when the run was not.
 * Usage: node tests/harness/test-summary.mjs <exit status of npm test>
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const status = Number(process.argv[2] ?? 0);
let passed = 0;
let failed = 0;
const names = [];

if (existsSync('reports/jest.json')) {
  const jest = JSON.parse(readFileSync('reports/jest.json', 'utf8'));
  passed += jest.numPassedTests;
  failed += jest.numFailedTests;
  for (const file of jest.testResults)
    for (const test of file.assertionResults)
      if (test.status === 'failed')
        names.push(`[jest] ${file.name.replace(`${process.cwd()}/`, '')} › ${test.fullName}`);
}
const specsOf = (suite) => [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specsOf)];
for (const file of existsSync('reports') ? readdirSync('reports') : []) {
  if (!/^playwright.*\.json$/.test(file)) continue;
  const { stats, suites } = JSON.parse(readFileSync(`reports/${file}`, 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  for (const spec of suites.flatMap(specsOf))
    for (const test of spec.tests)
      if (test.status === 'unexpected') {
        const error = test.results.at(-1)?.errors?.[0]?.message?.split('\n')[0] ?? '';
        names.push(`[${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}\n    ${error}`);
      }
}
if (names.length) console.log(`Failed tests:\n${names.map((name) => `  ✘ ${name}`).join('\n')}`);
if (status !== 0 && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
