import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';

/**
 * What GitHub Pages publishes is the artifact, not out/: actions/upload-pages-artifact archives
 * the folder with tar and, unless `include-hidden-files` is true, `--exclude=.[^/]*` (its
 * action.yml). The deploy workflow's own step settings are read and the same archive is made of
 * this build, so the list is the one Pages would get.
 */
interface Step {
  uses?: string;
  with?: Record<string, unknown>;
}

test('the Pages artifact carries security.txt, .nojekyll and the build record', () => {
  const workflow = parse(readFileSync('.github/workflows/deploy.yml', 'utf8')) as {
    jobs: Record<string, { steps?: Step[] }>;
  };
  const steps = Object.values(workflow.jobs).flatMap((job) => job.steps ?? []);
  const upload = steps.find((step) => step.uses?.startsWith('actions/upload-pages-artifact@'));
  expect(upload?.with?.path, 'the workflow uploads the Pages build').toBe('out');
  const hidden = String(upload?.with?.['include-hidden-files'] ?? false) === 'true';

  const args = [
    '--directory',
    process.env.OUT_DIR ?? 'out',
    '-cvf',
    '/dev/null',
    '--exclude=.git',
    '--exclude=.github',
  ];
  if (!hidden) args.push('--exclude=.[^/]*');
  const tar = spawnSync('tar', [...args, '.'], { encoding: 'utf8' });
  expect(tar.status, tar.stderr).toBe(0);
  const files = tar.stdout.split('\n');
  expect(files).toContain('./.well-known/security.txt');
  expect(files).toContain('./.nojekyll');
  expect(files).toContain('./index.html');
  // What the next deploy compares its pages with (scripts/check-scope.mjs).
  expect(files).toContain('./build.json');
});

test('every action the workflows use is pinned by a commit', () => {
  const uses = [...readFileSync('.github/workflows/deploy.yml', 'utf8').matchAll(/^\s*(?:-\s*)?uses:\s*(\S+)/gm)].map(
    (match) => match[1]!,
  );
  expect(uses.length).toBeGreaterThan(0);
  for (const action of uses) expect(action, action).toMatch(/^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/);
});
