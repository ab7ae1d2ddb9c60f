/**
 * @jest-environment node
 */
// The scale bench's content step (bench/more-content.mjs), at a small N on the tests' own content:
// its generator bundles the collections, so a content module that reaches a template (and through
// it React or Next) stops it at once, as it once did unnoticed.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { FIXTURES } from '@/lib/build/content-dir.cjs';

const node = (args: string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, args, { encoding: 'utf8', env: { ...process.env, ...env } });

let folder: string;
beforeAll(() => {
  mkdirSync('.bench', { recursive: true });
  folder = relative(process.cwd(), mkdtempSync(join('.bench', 'more-content-test-')));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

it('adds N entries to a copy of a content folder, and the content check passes on it', () => {
  const made = node(['bench/more-content.mjs', folder, '10', FIXTURES]);
  expect(made.stderr).toBe('');
  expect(made.stdout).toContain(`${folder}: ${FIXTURES}/ plus 4 jobs, 3 posts, 3 caseStudies`);
  for (const [collection, added] of [
    ['jobs', 4],
    ['blog', 3],
    ['case-studies', 3],
  ] as const) {
    expect(readdirSync(join(folder, collection)).length).toBe(readdirSync(join(FIXTURES, collection)).length + added);
  }
  const checked = node(['scripts/prepare-content.mjs'], { CONTENT_DIR: folder });
  expect(checked.status).toBe(0);
});
