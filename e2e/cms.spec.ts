import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { collectionDefs } from '../lib/content/collections';
import { loadCollection } from '../lib/content/load';
import { jobPostingLd } from '../lib/structured-data';
import { copyOf } from './copy';
import { at, sitemapRoutes } from './helpers';

/**
 * The CMS at /admin/ with Decap's local backend: decap-server works on a temporary copy of
 * content/, laid out like the repository, so the test never touches the working tree.
 * Decap's local backend is always http://localhost:8081 (the port is fixed in its code).
 */
const OUT = process.env.OUT_DIR || 'out';
const jobs = collectionDefs.jobs;

let repo = '';
let server: ChildProcess | undefined;

test.describe('editing with the local backend', () => {
  // One decap-server on the fixed port: these tests share it, in order, in one worker. Decap
  // parses about 6 MB of JavaScript on each load, which takes a while on a busy machine.
  test.describe.configure({ mode: 'default', timeout: 120_000 });

  test.beforeAll(async () => {
    repo = mkdtempSync(join(tmpdir(), 'quantivo-cms-'));
    cpSync('content', join(repo, 'content'), { recursive: true });
    mkdirSync(join(repo, jobs.folder), { recursive: true });
    server = spawn(process.execPath, [require.resolve('decap-server/dist/index.js')], {
      env: { ...process.env, GIT_REPO_DIRECTORY: repo, PORT: '8081', BIND_HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
      stdio: 'ignore',
    });
    // The server names the folder it edits: proof that this test's server answers, not another one on the port.
    const info = () =>
      fetch('http://127.0.0.1:8081/api/v1', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"action":"info"}',
      })
        .then((r) => r.json() as Promise<{ repo: string }>)
        .then(
          (r) => r.repo,
          () => '',
        );
    await expect
      .poll(info, { message: 'decap-server on port 8081 edits the temporary copy', timeout: 15_000 })
      .toBe(basename(repo));
  });

  test.afterAll(() => {
    server?.kill();
    if (repo) rmSync(repo, { recursive: true, force: true });
  });

  /** Policy violations and requests that leave this computer, collected while the CMS runs. */
  async function watch(page: Page) {
    const problems: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!['localhost', '127.0.0.1'].includes(url.hostname) && !['data:', 'blob:'].includes(url.protocol))
        problems.push(`request to ${request.url()}`);
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) =>
        console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    page.on('console', (msg) => {
      if (msg.text().startsWith('CSP violation')) problems.push(msg.text());
    });
    return problems;
  }

  test('an editor adds a job opening, and the CMS writes a valid content/jobs/<slug>.yaml', async ({ page }) => {
    const problems = await watch(page);
    await page.goto(at('/admin/'));
    await page.getByRole('button', { name: 'Login' }).click();
    await page.goto(at('/admin/#/collections/jobs/new'));

    const job = {
      title: 'Quantum Compiler Engineer',
      location: 'Bangalore',
      role: 'R&D',
      experience: '8+ years',
      summary:
        'Design and build the compiler passes that map quantum circuits onto real hardware, working with our research team and client engineers on routing, scheduling and error mitigation.',
      employmentType: 'FULL_TIME',
      datePosted: '2026-12-01',
      validThrough: '2027-02-28',
      responsibilities: [
        'Write and test compiler passes for routing and scheduling.',
        'Benchmark circuits on simulators and hardware.',
        'Review code and write design notes.',
      ],
      requirements: [
        'Strong Python or Rust.',
        'A compiler or graph-algorithms background.',
        'Curiosity about quantum hardware.',
      ],
      offer: ['Time for research and conferences.', 'Health cover for your family.'],
    };

    await page.getByLabel('Job title').fill(job.title);
    for (const [label, option] of [
      ['Location', job.location],
      ['Role', job.role],
      ['Employment type', job.employmentType],
    ]) {
      await page.getByRole('combobox', { name: label }).fill(option!);
      await page.keyboard.press('Enter');
    }
    await page.getByLabel('Experience').fill(job.experience);
    await page.getByLabel('Summary').fill(job.summary);
    await page.getByLabel('Date posted').fill(job.datePosted);
    await page.getByLabel('Applications close').fill(job.validThrough);
    // Each list item is a textbox labelled "Item"; the lists are filled one after another.
    const items = page.getByRole('textbox', { name: 'Item' });
    let filled = 0;
    for (const [list, values] of [
      ['responsibilities', job.responsibilities],
      ['requirements', job.requirements],
      ['what we offer', job.offer],
    ] as const) {
      for (const value of values) {
        await page.getByRole('button', { name: `Add ${list}` }).click();
        await items.nth(filled++).fill(value);
      }
    }

    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Publish now').click();
    const file = join(repo, jobs.folder, 'quantum-compiler-engineer.yaml');
    // decap-server creates the file, then writes it: wait for the whole entry, not the first byte.
    await expect
      .poll(() => (existsSync(file) ? (parse(readFileSync(file, 'utf8')) as unknown) : null), {
        message: `${file} written`,
      })
      .toEqual(job);
    // The build's own loader reads the new file (it would stop the build on a bad entry), and
    // the job's page gets its JobPosting from it.
    const loaded = loadCollection(jobs, repo).find((entry) => entry.slug === 'quantum-compiler-engineer')!;
    expect(loaded).toMatchObject({ ...job, slug: 'quantum-compiler-engineer' });
    expect(jobPostingLd(loaded, copyOf('careers').job.sections)).toMatchObject({
      '@type': 'JobPosting',
      title: job.title,
      validThrough: job.validThrough,
      url: expect.stringMatching(/\/careers\/quantum-compiler-engineer\/$/),
    });
    expect(problems).toEqual([]);
  });

  test('an editor uploads a photo through the media library, and it lands in public/images/uploads/', async ({
    page,
  }) => {
    const problems = await watch(page);
    // A 1×1 PNG: what matters is that the bytes arrive unchanged where the site serves images from.
    const photo = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    await page.goto(at('/admin/'));
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('button', { name: 'Media' }).click();
    await expect(page.getByRole('heading', { name: 'Media assets' })).toBeVisible();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'team-offsite.png', mimeType: 'image/png', buffer: photo });
    await expect(page.getByRole('dialog').getByText('team-offsite.png')).toBeVisible();
    const file = join(repo, 'public', 'images', 'uploads', 'team-offsite.png');
    await expect
      .poll(() => existsSync(file) && readFileSync(file).equals(photo), { message: `${file} written` })
      .toBe(true);
    expect(problems).toEqual([]);
  });
});

test('/admin/ is kept out of search engines and the sitemap', () => {
  const html = readFileSync(join(OUT, 'admin', 'index.html'), 'utf8');
  expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
  expect(sitemapRoutes().filter((route) => route.startsWith('/admin'))).toEqual([]);
});

test("/admin/ alone gets the policy the CMS needs; the site's pages keep theirs", async ({ request }) => {
  const admin = await request.get(at('/admin/'));
  expect(admin.headers()['content-security-policy']).toContain("script-src 'self' 'unsafe-eval'");
  expect(await admin.text()).toContain("script-src 'self' 'unsafe-eval'");
  for (const route of ['/', '/careers/']) {
    const page = await request.get(at(route));
    expect(page.headers()['content-security-policy'], route).not.toContain('unsafe-eval');
    expect(await page.text(), route).not.toContain('unsafe-eval');
  }
});
