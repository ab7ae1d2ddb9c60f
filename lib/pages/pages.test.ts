import { allJobs, jobs } from '@/lib/content';
import { servicePagesCopy } from '@/lib/copy/service-pages';
import { buildSearchIndex } from '@/lib/search-index';
import { caseStudyPagesKind } from './case-study';
import { comparisonPages } from './comparison';
import { enterpriseServicePages } from './enterprise-service';
import { jobPages } from './job';
import { metadataFor, type PageDescriptor } from './kind';
import { postPages } from './post';
import { productPagesKind } from './product';
import { profilePages } from './profile';
import { servicePages } from './service';

const kinds = {
  servicePages,
  enterpriseServicePages,
  caseStudyPagesKind,
  productPagesKind,
  jobPages,
  postPages,
  profilePages,
  comparisonPages,
} as const;
const all: [string, PageDescriptor][] = Object.entries(kinds).flatMap(([name, kind]) =>
  (kind.entries as readonly { slug: string }[]).map(
    (entry) =>
      [`${name} ${entry.slug}`, (kind.describe as (e: unknown) => PageDescriptor)(entry)] as [string, PageDescriptor],
  ),
);

describe('page descriptors', () => {
  it.each(all)('%s: a path ending in its crumb, a title, a description and an OG card', (_, page) => {
    expect(page.path).toMatch(/^\/[a-z0-9/-]+\/$/);
    expect(page.crumbs.at(-1)?.href).toBe(page.path);
    expect(page.crumbs[0]?.href).toBe('/');
    expect(page.description.length).toBeGreaterThanOrEqual(50);
    expect(page.description.length).toBeLessThanOrEqual(160);
    expect(page.og.title.length).toBeGreaterThan(0);
  });

  it('gives every page a unique path, and params that find the same entry again', async () => {
    expect(new Set(all.map(([, page]) => page.path)).size).toBe(all.length);
    for (const kind of Object.values(kinds)) {
      for (const params of kind.generateStaticParams())
        expect(await kind.generateMetadata({ params: Promise.resolve(params as never) })).toHaveProperty('title');
    }
  });

  it('titles a page "{title} | {section}", the layout adding the brand', () => {
    const page = servicePages.describe(servicePages.entries[0]!);
    expect(metadataFor(page).title).toBe(`${page.title} | ${servicePagesCopy.index.title}`);
  });

  it('a closed job keeps its page but drops its JobPosting, search document and indexing', () => {
    const closed = allJobs.filter((job) => !jobs.includes(job));
    expect(closed.length).toBeGreaterThan(0);
    for (const job of closed) {
      const page = jobPages.describe(job);
      expect([page.indexable, page.search, page.jsonLd]).toEqual([false, undefined, []]);
      expect(metadataFor(page).robots).toEqual({ index: false, follow: true });
    }
    for (const job of jobs)
      expect(jobPages.describe(job).jsonLd.map((ld) => (ld as { '@type': string })['@type'])).toEqual(['JobPosting']);
    const urls = buildSearchIndex().map((doc) => doc.url);
    for (const job of closed) expect(urls).not.toContain(jobPages.describe(job).path);
  });
});
