#!/usr/bin/env node
/**
 * The W3C Nu HTML Checker (vnu-jar) over every exported page (or those CHECK_PAGES lists); any error fails.
 * It needs a Java runtime: without one this says SKIPPED loudly instead of passing silently
 * (`.ci/run` installs default-jre-headless, so CI always checks).
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { checkedFiles, checkedRoutes, OUT } from '../scripts/html-files.mjs';

const java = spawnSync('java', ['-version'], { stdio: 'ignore' });
if (java.error || java.status !== 0) {
  console.log('HTML check SKIPPED: no Java runtime on PATH (install one, e.g. apt-get install default-jre-headless).');
  process.exit(0);
}

// vnu-jar's main export is the path of the jar it ships.
const jar = String(createRequire(import.meta.url)('vnu-jar'));
// The whole export, or the pages an editor's publish touches (scripts/check-scope.mjs).
const pages = checkedRoutes() ? checkedFiles() : [OUT];
const where = checkedRoutes() ? `${pages.length} pages of ${OUT}/` : `${OUT}/`;
const result = spawnSync('java', ['-jar', jar, '--skip-non-html', '--errors-only', ...pages], { encoding: 'utf8' });
const findings = `${result.stdout}${result.stderr}`.trim();
if (findings) console.log(findings);
if (result.status !== 0) {
  console.error(`HTML check: the Nu HTML Checker found errors in ${where}.`);
  process.exit(1);
}
console.log(`HTML check: 0 errors from the Nu HTML Checker in ${where}.`);
