/**
 * @jest-environment node
 *
 * An article and a job dated the day after the build day are in nothing of that day's build and
 * in everything of their day's (the daily rebuild), built by the modules the export's routes call.
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentPath, EDITED } from '@/lib/build/content-dir.cjs';
import testEnv from '@/tests/harness/test-env.cjs';

const dir = '.cache/scheduled';
const today = testEnv.TEST_BUILD_DATE;
const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const article = '/blog/planning-a-quantum-pilot/';
const job = '/careers/quantum-pilot-engineer/';

beforeAll(() => {
  rmSync(dir, { recursive: true, force: true });
  cpSync(contentPath(EDITED), dir, { recursive: true });
  const source = readFileSync(join(dir, 'jobs', 'devops-engineer.yaml'), 'utf8');
  writeFileSync(
    join(dir, 'jobs', 'quantum-pilot-engineer.yaml'),
    source
      .replace(/^title: .*$/m, 'title: Quantum Pilot Engineer')
      .replace(/^datePosted: .*$/m, `datePosted: ${tomorrow}`),
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What a build dated `day` publishes: its pages (the sitemap's), the blog's list, the feed and the search index. */
function builtOn(day: string) {
  const previous = { CONTENT_DIR: process.env.CONTENT_DIR, SITE_BUILD_DATE: process.env.SITE_BUILD_DATE };
  Object.assign(process.env, { CONTENT_DIR: dir, SITE_BUILD_DATE: day });
  try {
    let built: { pages: string[]; blog: string[]; careers: string[]; feed: string; search: string[] } | undefined;
    jest.isolateModules(() => {
      const { allPages } = jest.requireActual<typeof import('@/lib/pages/all')>('@/lib/pages/all');
      const { listOf } = jest.requireActual<typeof import('@/lib/pages/bound')>('@/lib/pages/bound');
      const blogList = listOf(jest.requireActual<typeof import('@/lib/kinds/posts')>('@/lib/kinds/posts').kind);
      const careersList = listOf(jest.requireActual<typeof import('@/lib/kinds/jobs')>('@/lib/kinds/jobs').kind);
      const { rssFeed } = jest.requireActual<typeof import('@/lib/seo/feed')>('@/lib/seo/feed');
      const { buildSearchIndex } =
        jest.requireActual<typeof import('@/lib/pages/search-index')>('@/lib/pages/search-index');
      built = {
        pages: allPages()
          .filter((page) => page.indexable !== false)
          .map((page) => page.path),
        blog: blogList.all().map((post) => post.slug),
        careers: careersList.all().map((opening) => opening.slug),
        feed: rssFeed('https://www.quantivo.example'),
        search: buildSearchIndex().map((doc) => doc.url),
      };
    });
    return built!;
  } finally {
    Object.assign(process.env, previous);
  }
}

it('keeps an article and a job dated tomorrow off today’s build: no page, list, sitemap, feed or search', () => {
  const built = builtOn(today);
  expect(built.pages).not.toContain(article);
  expect(built.pages).not.toContain(job);
  expect(built.blog).not.toContain('planning-a-quantum-pilot');
  expect(built.careers).not.toContain('quantum-pilot-engineer');
  expect(built.feed).not.toContain('planning-a-quantum-pilot');
  expect(built.search.join('\n')).not.toMatch(/planning-a-quantum-pilot|quantum-pilot-engineer/);
});

it('publishes them in the build dated their day', () => {
  const built = builtOn(tomorrow);
  expect(built.pages).toEqual(expect.arrayContaining([article, job]));
  expect(built.blog).toContain('planning-a-quantum-pilot');
  expect(built.careers).toContain('quantum-pilot-engineer');
  expect(built.feed).toContain(`/blog/planning-a-quantum-pilot/</link>`);
  expect(built.search.join('\n')).toMatch(/planning-a-quantum-pilot/);
  expect(built.search.join('\n')).toMatch(/quantum-pilot-engineer/);
});
