/** @jest-environment node */
import { firstPageAlias, laterPages, pageCount, pageOf, pagePath, pagerItems } from './pagination';

describe('pagination', () => {
  const items = Array.from({ length: 25 }, (_, i) => i + 1);

  it('splits a list into pages of a fixed size, the last one shorter', () => {
    expect(pageCount(25, 12)).toBe(3);
    expect(pageOf(items, 12, 1)?.items).toEqual(items.slice(0, 12));
    expect(pageOf(items, 12, 3)).toEqual({ page: 3, pageCount: 3, items: [25] });
  });

  it('has one page for an empty or short list, and no page outside the range', () => {
    expect(pageOf([], 12, 1)).toEqual({ page: 1, pageCount: 1, items: [] });
    expect(pageOf(items, 12, 0)).toBeNull();
    expect(pageOf(items, 12, 4)).toBeNull();
    expect(pageOf(items, 12, 1.5)).toBeNull();
  });

  it('pre-renders pages 2..n, page 1 being the list itself', () => {
    expect(laterPages(25, 12)).toEqual([{ page: '2' }, { page: '3' }]);
    expect(laterPages(12, 12)).toEqual([]);
    expect(pagePath('/blog/', 1)).toBe('/blog/');
    expect(pagePath('/blog/', 3)).toBe('/blog/page/3/');
    expect(firstPageAlias('/blog/')).toBe('/blog/page/1/');
  });

  it('shows the first, last and neighbouring pages with gaps, never more than 7 entries', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(1, 3)).toEqual([1, 2, 3]);
    expect(pagerItems(1, 10)).toEqual([1, 2, null, 10]);
    expect(pagerItems(4, 10)).toEqual([1, 2, 3, 4, 5, null, 10]);
    expect(pagerItems(6, 10)).toEqual([1, null, 5, 6, 7, null, 10]);
    expect(pagerItems(10, 10)).toEqual([1, null, 9, 10]);
    for (let count = 1; count <= 60; count++)
      for (let page = 1; page <= count; page++) expect(pagerItems(page, count).length).toBeLessThanOrEqual(7);
  });
});
