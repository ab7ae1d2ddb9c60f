import { posts } from '@/content/blog';
import { blogCategories } from '@/content/types';
import { allTags, byDateDesc, filterPosts, formatDate, readingMinutes } from './blog';

const all = { q: '', category: 'All', tag: '' };

describe('blog content', () => {
  it('has four articles, one per category, with unique slugs and real bodies', () => {
    expect(posts).toHaveLength(4);
    expect(posts.map((p) => p.category).sort()).toEqual([...blogCategories].sort());
    expect(new Set(posts.map((p) => p.slug)).size).toBe(4);
    for (const p of posts) {
      expect(p.body.filter((b) => b.type === 'h2').length).toBeGreaterThanOrEqual(3);
      expect(readingMinutes(p.body)).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('blog filters', () => {
  it('All shows every article', () => {
    expect(filterPosts(posts, all)).toHaveLength(4);
  });

  it('filters by category', () => {
    expect(filterPosts(posts, { ...all, category: 'ERP' }).map((p) => p.category)).toEqual(['ERP']);
  });

  it('searches title or excerpt case-insensitively', () => {
    const quantum = posts.find((p) => p.category === 'Quantum')!;
    const word = quantum.title.split(' ')[0]!.toUpperCase();
    expect(filterPosts(posts, { ...all, q: word })).toContainEqual(quantum);
    const excerptOnly = quantum.excerpt.slice(10, 30);
    expect(filterPosts(posts, { ...all, q: excerptOnly })).toContainEqual(quantum);
  });

  it('combines search and category; nothing matches a wrong pair', () => {
    const erp = posts.find((p) => p.category === 'ERP')!;
    expect(filterPosts(posts, { ...all, q: erp.title.slice(0, 12), category: 'Cybersecurity' })).toEqual([]);
    expect(filterPosts(posts, { ...all, q: 'zzzz-no-such-words' })).toEqual([]);
  });

  it('filters by tag', () => {
    const tag = allTags(posts)[0]!;
    expect(filterPosts(posts, { ...all, tag }).every((p) => p.tags.includes(tag))).toBe(true);
  });
});

describe('blog helpers', () => {
  it('counts reading time at 200 words a minute', () => {
    expect(readingMinutes([{ type: 'p', text: Array(400).fill('word').join(' ') }])).toBe(2);
    expect(readingMinutes([{ type: 'p', text: 'short' }])).toBe(1);
  });

  it('sorts newest first and formats dates for India', () => {
    expect(byDateDesc([{ date: '2026-01-02' }, { date: '2026-05-01' }])).toEqual([{ date: '2026-05-01' }, { date: '2026-01-02' }]);
    expect(formatDate('2026-03-12')).toBe('12 March 2026');
  });
});
