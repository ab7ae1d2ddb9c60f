/**
 * @jest-environment node
 *
 * No test has a time limit that a busy machine can reach (README, `npm test`): at a load of three
 * times the cores a CMS test took over a minute and a Jest suite several, with nothing wrong. A
 * hung test is bounded by CI's own limit; an assertion waits as long as the configs say (a minute
 * in Playwright). What may stay: a retried step's own short limit inside `toPass`, which only
 * makes it try again.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const filesUnder = (dir: string, match: RegExp): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path, match);
    return match.test(entry.name) ? [path] : [];
  });

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Where each match of `pattern` is, as file:line. */
const findings = (files: string[], pattern: RegExp, keep: (text: string, index: number) => boolean = () => true) =>
  files.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return [...text.matchAll(pattern)]
      .filter((m) => keep(text, m.index!))
      .map((m) => `${file}:${lineOf(text, m.index!)}`);
  });

/** The spans of `expect(async () => { … }).toPass(`: a retried step, its limits only a cue to try again. */
const retriedSteps = (text: string) =>
  [...text.matchAll(/expect\(async \(\) => \{[\s\S]*?\}\)\.toPass\(/g)].map((m) => [m.index!, m.index! + m[0].length]);

const e2e = [...filesUnder('e2e', /\.ts$/), 'playwright.config.ts'];
const unit = ['app', 'components', 'lib', 'cms', 'scripts', 'tests', 'checks', 'bench'].flatMap((dir) =>
  filesUnder(dir, /\.test\.(ts|tsx|mjs|cjs)$/),
);

describe('time limits', () => {
  it('gives Playwright tests none of their own', () => {
    expect(findings(e2e, /\btest\.setTimeout\(|\bconfigure\(\{[^}]*\btimeout\b/g)).toEqual([]);
    expect(readFileSync('playwright.config.ts', 'utf8')).toMatch(/^ {2}timeout: 0,$/m);
  });

  it('lets a Playwright assertion, action or retried block wait no less than the config says', () => {
    const short = findings(e2e, /\btimeout: [1-9][\d_]*/g, (text, index) => {
      const limit = Number(/timeout: ([\d_]+)/.exec(text.slice(index))![1]!.replaceAll('_', ''));
      const inRetriedStep = retriedSteps(text).some(([from, to]) => index > from! && index < to!);
      return limit < 60_000 && !inRetriedStep;
    });
    expect(short).toEqual([]);
  });

  it('gives Jest tests none: the config’s limit is unreachable, and no test or suite sets another', () => {
    // The longest delay a timer takes (about 24 days).
    expect(readFileSync('jest.config.mjs', 'utf8')).toMatch(/^ {2}testTimeout: 2_147_483_647,$/m);
    // jest.setTimeout, or a number after a test's function: `it('…', () => {…}, 20_000)`.
    expect(findings(unit, /\bjest\.setTimeout\(|\}, [1-9][\d_]*\);\s*$/gm)).toEqual([]);
  });
});
