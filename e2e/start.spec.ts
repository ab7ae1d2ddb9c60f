import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { parse, parseDocument } from 'yaml';
import buildRecord from '../lib/build/build-record.cjs';
import { EDITED, FIXTURES } from '../lib/build/content-dir.cjs';
import testEnv from '../tests/harness/test-env.cjs';
import { copyProject } from './project-copy';

/**
 * The README's two commands, in either order, on a fresh clone (a copy of the project without
 * builds): what `npm test` leaves (its export, out-test/) must not be what `npm start` serves, and
 * what `npm start` builds (out/) must not be what the tests test. Its own step of `npm test`
 * (tests/harness/run-tests.mjs), on `npm test`'s real export. `npm start`'s build makes the home page
 * and the careers routes only (BUILD_PATHS, scripts/next-build.mjs: seconds), which is all this spec opens.
 *
 * The copy's content/ is also as an editor may leave it: every job closed and two new ones. What an
 * editor may publish never fails `npm test`: the content check, the build and the checks of the
 * real pages (links, W3C HTML, structured data, size) pass on what `npm start` built, and the pages
 * show the change. The behaviour tests read fixtures/content/ and nothing of content/
 * (docs/content.md), so they are untouched by it; the deploy's behaviour job, which reads no file
 * of the editors', leaves that test out (`@content`, run-tests.mjs --behaviour).
 */
test.describe.configure({ mode: 'serial' });

const PORT = 4191;
// The home page, the careers routes and every file they request; not the products' datasheets,
// which they never request (their PDFs took 27 s of the 41 s of CPU of a build of the home page with them),
// nor the search index's 380 files, which only an opened search requests.
const START_PATHS = [
  'app/page.tsx',
  'app/careers/**/page.tsx',
  'app/manifest.ts',
  // A glob's ** skips dot folders: security.txt, which every page links, by name.
  'app/{**,.well-known/security.txt}/route.{ts,tsx}',
  '!app/og/**',
  '!app/datasheets/**',
  '!app/search/**',
].join(',');
/** The jobs an editor adds, each replacing one they close. */
let added: { title: string; slug: string; closed?: string }[] = [];
let project = '';
let server: ChildProcess | undefined;

test.beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), 'quantivo-start-'));
  copyProject(project);
  // What `npm test` leaves behind in a clone: its export, in its own folder (the photos its build
  // encoded come with the copy); and the same export in out/, as a test run of an older version
  // left it there.
  cpSync(testEnv.TEST_OUT_DIR, join(project, testEnv.TEST_OUT_DIR), { recursive: true });
  cpSync(testEnv.TEST_OUT_DIR, join(project, 'out'), { recursive: true });
  // content/ as an editor may leave it: every job closed, and two new ones.
  const jobs = join(project, EDITED, 'jobs');
  const files = readdirSync(jobs);
  for (const name of files) {
    const job = parseDocument(readFileSync(join(jobs, name), 'utf8'));
    job.set('status', 'closed');
    writeFileSync(join(jobs, name), job.toString());
  }
  // Made from the tests' own jobs, so however many jobs content/ has (none too), two are added.
  const own = join(project, FIXTURES, 'jobs');
  added = ['Quantum Compiler Engineer', 'Site Reliability Lead'].map((title, i) => {
    const job = parseDocument(readFileSync(join(own, readdirSync(own)[i]!), 'utf8'));
    job.set('title', title);
    job.set('status', 'open');
    job.set('datePosted', testEnv.TEST_BUILD_DATE);
    job.set('validThrough', '2027-03-31');
    const slug = title.toLowerCase().replaceAll(' ', '-');
    writeFileSync(join(jobs, `${slug}.yaml`), job.toString());
    return { title, slug, closed: files[i]?.replace(/\.yaml$/, '') };
  });
});
test.afterEach(() => stopServer());
test.afterAll(() => rmSync(project, { recursive: true, force: true }));

/** The environment of a person's shell: none of the settings `npm test` gives its own steps. */
function shell(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = { ...process.env, ...extra };
  for (const name of [
    'OUT_DIR',
    'BASE_PATH',
    'CONTENT_DIR',
    'FORM_ENDPOINT',
    'SITE_BUILD_DATE',
    'E2E_PORT',
    'FORM_RECEIVER_PORT',
  ])
    if (!(name in extra)) delete env[name];
  return env;
}

/** Stops the server and what started it (npm runs it in a shell of its own). */
async function stopServer() {
  const child = server;
  server = undefined;
  if (!child?.pid || child.exitCode !== null) return;
  const ended = new Promise((resolve) => child.on('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await ended;
}

/** Runs a command that ends in a server, and resolves with what it printed and the address it serves. */
function startServer(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ log: string; url: string }> {
  const child = spawn(command, args, { cwd: project, env, detached: true });
  server = child;
  let log = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      log += chunk.toString();
      const url = /Serving .*\nat (http:\/\/localhost:\d+\/\S*)/.exec(log)?.[1];
      if (url) resolve({ log, url });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on(
      'exit',
      (code) =>
        server === child && reject(new Error(`${command} ${args.join(' ')} ended (${code}):\n${log.slice(-3000)}`)),
    );
  });
}

/** Opens the home page and expects every request it makes to succeed and its styles to apply. */
async function expectWorkingHome(page: Page, url: string) {
  const failed: string[] = [];
  page.on('requestfailed', (request) => failed.push(`${request.url()} (${request.failure()?.errorText})`));
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.url()} (${response.status()})`);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  expect(failed, 'requests of the home page that failed').toEqual([]);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Unstyled, the skip link is a plain link over the page; styled, it is hidden until focused.
  const skip = await page.getByRole('link', { name: 'Skip to content' }).boundingBox();
  expect(skip?.width ?? 0, 'the skip link is visually hidden (the stylesheet applied)').toBeLessThanOrEqual(1);
}

test('npm start after npm test builds the site for itself and serves it at its address', async ({ page }) => {
  const { log, url } = await startServer(
    'npm',
    ['start'],
    shell({ PORT: String(PORT), BUILD_PATHS: START_PATHS, SITE_BUILD_DATE: testEnv.TEST_BUILD_DATE }),
  );
  expect(log).toContain(`Building the site into out/ first: its base path is ${testEnv.TEST_BASE_PATH}, not /;`);
  expect(url).toBe(`http://localhost:${PORT}/`);
  expect(log).toMatch(/Serving the build of .*base path \/, forms simulate sending/);
  await expectWorkingHome(page, url);

  // Started again, it serves what it built without building.
  await stopServer();
  const again = await startServer(
    'npm',
    ['start'],
    shell({ PORT: String(PORT), BUILD_PATHS: START_PATHS, SITE_BUILD_DATE: testEnv.TEST_BUILD_DATE }),
  );
  expect(again.log).not.toContain('Building');
  expect(again.url).toBe(url);
});

test('@content a content/ with every job closed and two new ones passes the checks of its pages, which show the change', () => {
  for (const script of ['links', 'check:structured-data', 'check:html', 'size']) {
    const step = spawnSync('npm', ['run', '--silent', script], { cwd: project, env: shell(), encoding: 'utf8' });
    expect(step.status, `npm run ${script}:\n${step.stdout}\n${step.stderr}`.slice(-3000)).toBe(0);
  }
  const html = (route: string) => readFileSync(join(project, 'out', route, 'index.html'), 'utf8');
  const careers = parse(readFileSync(join(project, EDITED, 'copy', 'careers.yaml'), 'utf8'));
  for (const { title, slug, closed } of added) {
    expect(html('careers')).toContain(title);
    expect(html(`careers/${slug}`)).toContain(title);
    if (closed) expect(html(`careers/${closed}`)).toContain(careers.job.closed.title);
  }
});

test('npm test after npm start tests its own build, at the address it was built for', async ({ page }) => {
  const before = readFileSync(join(project, 'out', buildRecord.RECORD_FILE), 'utf8');
  // The tests' export is theirs: the tests' build step finds nothing to rebuild, and out/ is untouched.
  const ensure = spawnSync('node', ['tests/harness/ensure-build.mjs'], {
    cwd: project,
    env: shell(),
    encoding: 'utf8',
  });
  expect(ensure.status, ensure.stdout + ensure.stderr).toBe(0);
  expect(ensure.stdout).not.toContain('Building');
  expect(readFileSync(join(project, 'out', buildRecord.RECORD_FILE), 'utf8')).toBe(before);

  // The tests' server reads the base path from the record, with no BASE_PATH given.
  const { log, url } = await startServer(
    'node',
    ['scripts/serve.mjs', '--port', String(PORT), '--dir', testEnv.TEST_OUT_DIR],
    shell(),
  );
  expect(url).toBe(`http://localhost:${PORT}${testEnv.TEST_BASE_PATH}/`);
  expect(log).toContain(`jobs as on ${testEnv.TEST_BUILD_DATE}`);
  await expectWorkingHome(page, url);
});
