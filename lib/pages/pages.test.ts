/** @jest-environment node */
import { allJobs, caseStudies, getCaseStudy, jobs } from '@/lib/content';
import { headlineFigure, isThin } from '@/lib/lists/case-studies';
import type { CaseStudy } from '@/lib/content/collections/case-studies';
import servicePagesCopy from '@/content/copy/service-pages.yaml';
import { buildSearchIndex } from '@/lib/pages/search-index';
import { allPages } from './all';
import uiCopy from '@/content/copy/ui.yaml';
import { fill } from '@/lib/text/fill';
import { groupPages } from '@/lib/products/group-pages';
import { metadataFor, type PageDescriptor } from '../kinds/descriptor';
import { pagedKind } from './route';
import { kind as caseStudyKind } from '@/lib/kinds/case-studies';
import { kind as jobKind } from '@/lib/kinds/jobs';
import { describeGroupPage, kind as groupKind } from '@/lib/kinds/product-groups';
import { kind as serviceKind } from '@/lib/kinds/services';
import { kinds } from '@/lib/kinds';
import type { AnyKind } from '@/lib/kinds/define';
import { pagesOf } from './bound';

const caseStudyPages = pagesOf(caseStudyKind);
const jobPages = pagesOf(jobKind);
const productGroupPages = pagesOf(groupKind);
const servicePages = pagesOf(serviceKind);

const all = allPages().map((page) => [page.path, page] as const);

describe('page descriptors', () => {
  it.each(all)('%s: a path ending in its crumb, a title, a description and an OG card', (_, page) => {
    expect(page.path).toMatch(/^\/([a-z0-9/-]+\/)?$/);
    // The alias of a list's page 1 is that page again, under its crumbs.
    expect([page.path, page.ogFrom]).toContain(page.crumbs.at(-1)?.href);
    expect(page.crumbs[0]?.href).toBe('/');
    expect(page.description.length).toBeGreaterThanOrEqual(50);
    expect(page.description.length).toBeLessThanOrEqual(160);
    expect(page.og.title.length).toBeGreaterThan(0);
  });

  it('gives every page a unique path, and params that find the same entry again', async () => {
    expect(new Set(all.map(([, page]) => page.path)).size).toBe(all.length);
    for (const kind of (kinds as readonly AnyKind[]).map((declared) => pagesOf(declared))) {
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

  describe('a list cut into pages', () => {
    // A group of 30 products at 12 a page: pages 1, 2 and 3.
    const [group] = productGroupPages.entries.map((entry) => entry.group);
    const big = { ...group!, products: Array.from({ length: 30 }, () => group!.products[0]!) };
    const kind = pagedKind(groupPages([big], 12), describeGroupPage);
    const described: PageDescriptor[] = kind.pages();

    it('has page 1 at the list’s address and page n below it, each found again by its params', async () => {
      expect(kind.generateStaticParams()).toEqual([
        { slug: big.slug, page: [] },
        { slug: big.slug, page: ['page', '2'] },
        { slug: big.slug, page: ['page', '3'] },
      ]);
      expect(described.map((page) => page.path)).toEqual([
        `/products/range/${big.slug}/`,
        `/products/range/${big.slug}/page/2/`,
        `/products/range/${big.slug}/page/3/`,
      ]);
      const third = await kind.entry({ params: Promise.resolve({ slug: big.slug, page: ['page', '3'] }) });
      expect([third.page, third.items.length]).toEqual([3, 6]);
    });

    it('names later pages by number and shows page 1’s card on them; search offers page 1 only', () => {
      const [first, second] = described;
      const image = (page: PageDescriptor) =>
        (metadataFor(page).openGraph?.images as { url: string }[] | undefined)?.[0]?.url;
      expect(metadataFor(second!).title).toBe(`${big.title} | ${fill(uiCopy.pager.title, { n: 2 })}`);
      expect(second!.crumbs.at(-2)?.href).toBe(first!.path);
      expect(image(second!)).toBe(image(first!));
      expect(image(first!)).toMatch(new RegExp(`/og${first!.path}og\\.png$`));
      expect(described.map((page) => !!page.search)).toEqual([true, false, false]);
    });
  });

  describe('case studies', () => {
    // A study with only the short fields, and one with its whole write-up (content/case-studies/).
    const thin = getCaseStudy('sentiment-analysis')!;
    const full = getCaseStudy('quantum-portfolio-optimisation')!;

    it('a thin one keeps its page but is neither indexed nor searchable', () => {
      const page = caseStudyPages.describe(thin);
      expect([page.indexable, page.search, page.jsonLd]).toEqual([false, undefined, []]);
      expect(metadataFor(page).robots).toEqual({ index: false, follow: true });
      expect(buildSearchIndex().map((doc) => doc.url)).not.toContain(page.path);
    });

    it('a full one is indexed and searchable, under its title', () => {
      const page = caseStudyPages.describe(full);
      expect(page.indexable).toBe(true);
      expect(metadataFor(page).robots).toBeUndefined();
      expect(page.search).toMatchObject({ kind: 'caseStudies', title: full.title, url: page.path });
      expect(buildSearchIndex().map((doc) => doc.url)).toContain(page.path);
    });

    it('its shared card leads with the headline result', () => {
      const { og } = caseStudyPages.describe(full);
      expect(og.text).toBe(`${headlineFigure(full.headline)} ${full.headline.label}`);
    });

    it('every study is indexable exactly when isThin says it is whole', () => {
      const slugs = (pick: (entry: CaseStudy) => boolean) => caseStudies.filter(pick).map((entry) => entry.slug);
      expect(slugs((entry) => caseStudyPages.describe(entry).indexable)).toEqual(slugs((entry) => !isThin(entry)));
    });
  });
});
