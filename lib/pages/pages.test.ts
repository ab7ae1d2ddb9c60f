import { allJobs, jobs } from '@/lib/content';
import { buildSearchIndex } from '@/lib/search-index';
import { allPages, noindexPaths, pageKinds } from './all';
import { jobPages } from './job';
import { metadataFor } from './kind';
import { servicePages } from './service';

const all = allPages().map((page) => [page.path, page] as const);

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
    for (const kind of pageKinds) {
      for (const params of kind.generateStaticParams())
        expect(await kind.generateMetadata({ params: Promise.resolve(params as never) })).toHaveProperty('title');
    }
  });

  it('titles a page "{title} | {section}", the layout adding the brand', () => {
    const page = servicePages.describe(servicePages.entries[0]!);
    expect(metadataFor(page).title).toBe(`${page.title} | Services`);
  });

  it('a closed job keeps its page but drops its JobPosting, search document and indexing', () => {
    const closed = allJobs.filter((job) => !jobs.includes(job));
    expect(closed.length).toBeGreaterThan(0);
    for (const job of closed) {
      const page = jobPages.describe(job);
      expect([page.indexable, page.search, page.jsonLd]).toEqual([false, undefined, []]);
      expect(metadataFor(page).robots).toEqual({ index: false, follow: true });
      expect(noindexPaths()).toContain(page.path);
    }
    for (const job of jobs)
      expect(jobPages.describe(job).jsonLd.map((ld) => (ld as { '@type': string })['@type'])).toEqual(['JobPosting']);
    const urls = buildSearchIndex().map((doc) => doc.url);
    for (const job of closed) expect(urls).not.toContain(jobPages.describe(job).path);
  });
});
