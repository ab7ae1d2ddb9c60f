/**
 * @jest-environment node
 *
 * A list with nothing in it (every job closed, no article, a case study alone in its service)
 * says so in its own words, not "adjust your filters" or "Showing 0 of 0", or leaves the list out.
 */
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ComponentType } from 'react';
import { parseDocument } from 'yaml';
import { contentPath } from '@/lib/build/content-dir.cjs';

const dir = '.cache/empty-lists';

beforeAll(() => {
  rmSync(dir, { recursive: true, force: true });
  cpSync(contentPath('content'), dir, { recursive: true });
  for (const name of readdirSync(join(dir, 'jobs'))) {
    const file = join(dir, 'jobs', name);
    const job = parseDocument(readFileSync(file, 'utf8'));
    job.set('status', 'closed');
    writeFileSync(file, job.toString());
  }
  for (const name of readdirSync(join(dir, 'blog'))) rmSync(join(dir, 'blog', name));
  // The other Quantum Security study moves to Oracle ERP, in Banking: pqc-migration (Banking) is
  // then alone in its service, with two Oracle ERP studies of its industry.
  const moved = join(dir, 'case-studies', 'qkd-network.yaml');
  const study = parseDocument(readFileSync(moved, 'utf8'));
  study.set('service', 'oracle-erp');
  study.set('industry', 'Banking');
  writeFileSync(moved, study.toString());
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The modules named, loaded afresh from the emptied content folder, with the renderer of the same React. */
function fromEmptyContent<T>(load: () => T): T {
  const previous = process.env.CONTENT_DIR;
  process.env.CONTENT_DIR = dir;
  try {
    let loaded: T | undefined;
    jest.isolateModules(() => {
      loaded = load();
    });
    return loaded!;
  } finally {
    process.env.CONTENT_DIR = previous;
  }
}

type Server = typeof import('react-dom/server');

/** What a reader finds in the list's status line and list, as the page's HTML has them. */
function renderList({ renderToStaticMarkup }: Server, List: ComponentType<{ page: number }>) {
  const html = renderToStaticMarkup(<List page={1} />);
  const status = /<p role="status"[^>]*>([^<]*)<\/p>/.exec(html)?.[1];
  return { html, status };
}

it('the careers list with every job closed says there are no openings, in its own words', () => {
  const { careersCopy, CareersList, jobs, allJobs, server } = fromEmptyContent(() => ({
    server: jest.requireActual<Server>('react-dom/server'),
    careersCopy:
      jest.requireActual<typeof import('@/content/copy/careers.yaml').default>('@/content/copy/careers.yaml'),
    ...(jest.requireActual('@/components/careers/CareersList') as typeof import('@/components/careers/CareersList')),
    ...(jest.requireActual('@/lib/content') as typeof import('@/lib/content')),
  }));
  expect(allJobs.length).toBeGreaterThan(0);
  expect(jobs).toEqual([]);
  const { html, status } = renderList(server, CareersList);
  expect(status).toBe(careersCopy.results.none);
  expect(html).not.toMatch(/href="[^"]*\/careers\/[a-z0-9-]+\/"/);
});

it('the blog with no article shows its heading and no count of nothing', () => {
  const { blogCopy, BlogList, posts, server } = fromEmptyContent(() => ({
    server: jest.requireActual<Server>('react-dom/server'),
    blogCopy: jest.requireActual<typeof import('@/content/copy/blog.yaml').default>('@/content/copy/blog.yaml'),
    ...(jest.requireActual('@/components/blog/BlogList') as typeof import('@/components/blog/BlogList')),
    ...(jest.requireActual('@/lib/content') as typeof import('@/lib/content')),
  }));
  expect(posts).toEqual([]);
  const { html, status } = renderList(server, BlogList);
  expect(html).toContain(blogCopy.list.heading);
  expect(status).toBeTruthy();
  expect(status).not.toMatch(/\b0\b/);
  expect(html).not.toMatch(/href="[^"]*\/blog\/[a-z0-9-]+\/"/);
});

it('a case study alone in its service has no similar studies, and keeps its call to action', () => {
  const { copy, CaseStudyPage, describeCaseStudy, caseStudies, server } = fromEmptyContent(() => ({
    server: jest.requireActual<Server>('react-dom/server'),
    copy: jest.requireActual<typeof import('@/content/copy/case-studies.yaml').default>(
      '@/content/copy/case-studies.yaml',
    ),
    ...(jest.requireActual(
      '@/components/case-studies/CaseStudyPage',
    ) as typeof import('@/components/case-studies/CaseStudyPage')),
    ...(jest.requireActual('@/lib/kinds/case-studies') as typeof import('@/lib/kinds/case-studies')),
    ...(jest.requireActual('@/lib/content') as typeof import('@/lib/content')),
  }));
  const study = caseStudies.find((s) => s.slug === 'pqc-migration')!;
  expect(caseStudies.filter((s) => s.service === study.service)).toEqual([study]);
  expect(caseStudies.filter((s) => s.industry === study.industry).length).toBeGreaterThan(2);
  const html = server.renderToStaticMarkup(<CaseStudyPage study={study} page={describeCaseStudy(study)} />);
  expect(html).toContain(copy.detail.cta.title);
  expect(html).toContain(copy.detail.cta.label);
  expect(html).not.toContain(copy.detail.similarHeading);
  expect(html).not.toContain(copy.detail.similarOneHeading);
  expect(html).not.toMatch(/href="[^"]*\/case-studies\/(?!pqc-migration\/)[a-z0-9-]+\/"/);
});
