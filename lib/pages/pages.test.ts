import { allJobs, caseStudies, getCaseStudy, jobs } from '@/lib/content';
import { isThin } from '@/lib/case-studies';
import type { CaseStudy } from '@/lib/content/schemas';
import { servicePagesCopy } from '@/lib/copy/service-pages';
import { buildSearchIndex } from '@/lib/search-index';
import { allPages, noindexPaths, pageKinds } from './all';
import { caseStudyPagesKind } from './case-study';
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
    expect(metadataFor(page).title).toBe(`${page.title} | ${servicePagesCopy.index.title}`);
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

  describe('case studies', () => {
    // A study with only the short fields, and one with its whole write-up (content/case-studies/).
    const thin = getCaseStudy('qkd-network')!;
    const full = getCaseStudy('quantum-portfolio-optimisation')!;

    it('a thin one keeps its page but is neither indexed nor searchable', () => {
      const page = caseStudyPagesKind.describe(thin);
      expect([page.indexable, page.search, page.jsonLd]).toEqual([false, undefined, []]);
      expect(metadataFor(page).robots).toEqual({ index: false, follow: true });
      expect(noindexPaths()).toContain(page.path);
      expect(buildSearchIndex().map((doc) => doc.url)).not.toContain(page.path);
    });

    it('a full one is indexed and searchable, under its title', () => {
      const page = caseStudyPagesKind.describe(full);
      expect(page.indexable).toBe(true);
      expect(metadataFor(page).robots).toBeUndefined();
      expect(page.search).toMatchObject({ kind: 'caseStudies', title: full.title, url: page.path });
      expect(noindexPaths()).not.toContain(page.path);
      expect(buildSearchIndex().map((doc) => doc.url)).toContain(page.path);
    });

    it('every study is indexable exactly when isThin says it is whole', () => {
      const slugs = (pick: (entry: CaseStudy) => boolean) => caseStudies.filter(pick).map((entry) => entry.slug);
      expect(slugs((entry) => caseStudyPagesKind.describe(entry).indexable)).toEqual(slugs((entry) => !isThin(entry)));
    });
  });
});
