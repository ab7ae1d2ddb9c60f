/** @jest-environment node */
import { fill, plural } from './fill';

describe('fill', () => {
  it('puts each value in its placeholder, numbers in Indian digit grouping', () => {
    expect(fill('Showing {shown} of {total} {noun}', { shown: 3, total: 125000, noun: 'jobs' })).toBe(
      'Showing 3 of 1,25,000 jobs',
    );
  });

  it('leaves a placeholder it has no value for as written, so the gap is visible', () => {
    expect(fill('No results for “{query}”.', {})).toBe('No results for “{query}”.');
  });

  it('fills the same placeholder twice', () => {
    expect(fill('{n} of {n}', { n: 'x' })).toBe('x of x');
  });
});

describe('plural', () => {
  it('chooses one for 1 and other otherwise', () => {
    const forms = { one: ' item', other: ' items' };
    expect([0, 1, 2].map((n) => plural(n, forms))).toEqual([' items', ' item', ' items']);
  });
});
