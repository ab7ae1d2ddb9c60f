import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { parse, parseDocument } from 'yaml';
import { EDITED } from '../lib/content/dir.cjs';
import testEnv from '../tests/harness/test-env.cjs';
import { BUILD_TEST_TIMEOUT, copyProject } from './project-copy';

/**
 * What an editor may publish never fails `npm test`: in a copy of the project whose content/ has
 * every job closed and two new ones added, the content check, the build and the checks of the
 * real pages (links, W3C HTML, structured data, size) pass, and the pages show the change. The
 * behaviour tests read fixtures/content/ and nothing of content/ (docs/content.md), so they are
 * untouched by it. Its own step of `npm test`, with the checks of content/ (tests/harness/run-tests.mjs).
 * The build makes the routes the jobs make, and what their pages link to or fetch besides other
 * pages (BUILD_PATHS, scripts/next-build.mjs): the checks read every page it made, and a link to a
 * page it did not make passes only if the content makes that page (tests/checks/links.mjs).
 */
/**
 * The careers list, its later pages, the jobs' pages and the list's data; the home page, whose
 * stylesheet the CMS's previews take (scripts/cms-app.mjs); the icons, manifest, search index and
 * security.txt every page names or fetches.
 */
const buildPaths = [
  'app/page.tsx',
  'app/careers/**/{page,route}.{ts,tsx}',
  'app/{.well-known/security.txt,apple-icon.png,logo.png,search/[...file]}/route.{ts,tsx}',
  'app/manifest.ts',
].join(',');

test('a content/ with every job closed and two new ones builds and passes the checks of its pages', () => {
  test.setTimeout(BUILD_TEST_TIMEOUT);
  const project = mkdtempSync(join(tmpdir(), 'quantivo-editors-'));
  try {
    copyProject(project);
    const jobs = join(project, EDITED, 'jobs');
    const files = readdirSync(jobs);
    for (const name of files) {
      const job = parseDocument(readFileSync(join(jobs, name), 'utf8'));
      job.set('status', 'closed');
      writeFileSync(join(jobs, name), job.toString());
    }
    const added = ['Quantum Compiler Engineer', 'Site Reliability Lead'].map((title, i) => {
      const job = parseDocument(readFileSync(join(jobs, files[i]!), 'utf8'));
      job.set('title', title);
      job.set('status', 'open');
      job.set('datePosted', testEnv.TEST_BUILD_DATE);
      job.set('validThrough', '2027-03-31');
      const slug = title.toLowerCase().replaceAll(' ', '-');
      writeFileSync(join(jobs, `${slug}.yaml`), job.toString());
      return { title, slug, closed: files[i]!.replace(/\.yaml$/, '') };
    });

    // The editors' content, built as npm test builds it for the checks of the real pages.
    const env = {
      ...process.env,
      ...testEnv.SITE_BUILD,
      OUT_DIR: 'out',
      BUILD_PATHS: buildPaths,
      NEXT_TELEMETRY_DISABLED: '1',
    };
    const run = (script: string) =>
      spawnSync('npm', ['run', '--silent', script], { cwd: project, env, encoding: 'utf8' });
    for (const script of ['build', 'links', 'check:structured-data', 'check:html', 'size']) {
      const step = run(script);
      expect(step.status, `npm run ${script}:\n${step.stdout}\n${step.stderr}`.slice(-3000)).toBe(0);
    }

    const html = (route: string) => readFileSync(join(project, 'out', route, 'index.html'), 'utf8');
    const careers = parse(readFileSync(join(project, EDITED, 'copy', 'careers.yaml'), 'utf8'));
    for (const { title, slug, closed } of added) {
      expect(html('careers')).toContain(title);
      expect(html(`careers/${slug}`)).toContain(title);
      expect(html(`careers/${closed}`)).toContain(careers.job.closed.title);
    }
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
});
