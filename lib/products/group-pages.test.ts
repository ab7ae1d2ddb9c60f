/** @jest-environment node */
import { kindSlug } from '@/lib/content/collections/products';
import { COMPARE_COLUMNS, GROUP_PAGE_SIZE, comparisonOf, comparisonsOf, groupPages } from './group-pages';

const group = (slug: string, size: number) => ({ slug, products: Array.from({ length: size }, (_, i) => i) });

describe('group pages', () => {
  it('gives a group that fits one page, and an empty group one empty page', () => {
    const pages = groupPages([group('a', 5), group('b', 0)], GROUP_PAGE_SIZE);
    expect(pages.map(({ slug, page, pageCount, items }) => ({ slug, page, pageCount, items }))).toEqual([
      { slug: 'a', page: 1, pageCount: 1, items: [0, 1, 2, 3, 4] },
      { slug: 'b', page: 1, pageCount: 1, items: [] },
    ]);
  });

  it('cuts a large group into full pages and a shorter last one, in order', () => {
    const pages = groupPages([group('a', 2 * GROUP_PAGE_SIZE + 1)], GROUP_PAGE_SIZE);
    expect(pages.map((p) => [p.page, p.pageCount, p.items.length])).toEqual([
      [1, 3, GROUP_PAGE_SIZE],
      [2, 3, GROUP_PAGE_SIZE],
      [3, 3, 1],
    ]);
    expect(pages.flatMap((p) => p.items)).toEqual(group('a', 2 * GROUP_PAGE_SIZE + 1).products);
  });

  it('never puts more than the page size on a page', () => {
    for (const size of [GROUP_PAGE_SIZE, COMPARE_COLUMNS])
      for (const count of [1, size, size + 1, 300])
        for (const page of groupPages([group('a', count)], size)) expect(page.items.length).toBeLessThanOrEqual(size);
  });
});

describe('comparison pages', () => {
  it('cuts a comparison into full pages and a last one of two products or more', () => {
    const sizes = (count: number) => groupPages([group('a', count)], COMPARE_COLUMNS, true).map((p) => p.items.length);
    expect(sizes(6)).toEqual([6]);
    expect(sizes(7)).toEqual([5, 2]);
    expect(sizes(8)).toEqual([6, 2]);
    expect(sizes(13)).toEqual([6, 5, 2]);
    for (let count = 2; count <= 300; count++) {
      const pages = groupPages([group('a', count)], COMPARE_COLUMNS, true);
      expect(pages.flatMap((p) => p.items)).toEqual(group('a', count).products);
      expect(pages.map((p) => [p.page, p.pageCount])).toEqual(pages.map((_, i) => [i + 1, pages.length]));
      for (const page of pages) expect(page.items.length).toBeGreaterThanOrEqual(2);
      for (const page of pages) expect(page.items.length).toBeLessThanOrEqual(COMPARE_COLUMNS);
    }
  });
});

describe('comparisons', () => {
  const products = [
    { slug: 'dome', kind: 'IP cameras' },
    { slug: 'dashcam' },
    { slug: 'trail', kind: 'Trail cameras' },
    { slug: 'bullet', kind: 'IP Cameras' },
  ];

  it('compares the products of one kind, and no kind with a single product', () => {
    expect(comparisonsOf(products).map(({ slug, title, products: p }) => [slug, title, p.map((x) => x.slug)])).toEqual([
      ['ip-cameras', 'IP cameras', ['dome', 'bullet']],
    ]);
    expect(comparisonOf(products, products[3]!)?.slug).toBe('ip-cameras');
    expect(comparisonOf(products, products[1]!)).toBeUndefined();
    expect(comparisonOf(products, products[2]!)).toBeUndefined();
  });

  it('makes an address segment of a kind', () => {
    expect(kindSlug('Power, control and instrumentation cables')).toBe('power-control-and-instrumentation-cables');
    expect(kindSlug(' Wi-Fi 7 access points ')).toBe('wi-fi-7-access-points');
    expect(kindSlug('Câbles')).toBe('cables');
  });
});
