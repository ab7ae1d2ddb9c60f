/**
 * @jest-environment node
 *
 * The unit tests hold whatever editors write in content/: they read the behaviour tests' own
 * content (fixtures/content/) through every spelling of `@/content/…` (tests/harness/content-resolver.cjs).
 * A copy of the project with YAML no parser accepts in every file of copy under content/ runs a
 * subset of the unit tests that together take each road into content/: templates rendered as the
 * build renders them, whose imports SWC rewrites to relative paths, with the test's own
 * `jest.requireActual('@/content/…')` beside them, from a content folder set while loading
 * (lib/pages/empty-lists.test.tsx); and a client island in the browser's environment, with the
 * form's and the interface's copy (components/forms/ContactForm.test.tsx). Every file under test
 * resolves its imports through the same resolver, so these two prove the rule for the rest.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EDITED } from '@/lib/build/content-dir.cjs';
import { copyProject } from '@/e2e/project-copy';

// A name no other user of the machine can guess and take first (as tests/harness/run-tests.mjs's).
const copy = mkdtempSync(join(tmpdir(), 'quantivo-content-resolver-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

it('unit tests that render templates and islands pass with nonsense in every file of copy under content/', () => {
  copyProject(copy);
  const nonsense = '{ this: is [not yaml\n';
  writeFileSync(join(copy, EDITED, 'site.yaml'), nonsense);
  for (const name of readdirSync(join(copy, EDITED, 'copy'))) writeFileSync(join(copy, EDITED, 'copy', name), nonsense);

  const { CONTENT_DIR: _, JEST_WORKER_ID: __, ...env } = process.env;
  const run = spawnSync(
    process.execPath,
    [
      'node_modules/jest/bin/jest.js',
      '--runInBand',
      '--ci',
      'lib/pages/empty-lists.test.tsx',
      'components/forms/ContactForm.test.tsx',
    ],
    { cwd: copy, env, encoding: 'utf8' },
  );
  expect({ status: run.status, output: run.status === 0 ? '' : run.stderr + run.stdout }).toEqual({
    status: 0,
    output: '',
  });
});
