/** @jest-environment node */
import { posts } from '@/lib/content';
import { blogCategories, type BlogCategory } from '@/lib/content/schemas';
import { foldTags } from '@/lib/content/collections/posts';
import { allTags, byDateDesc, filterPosts, relatedPosts } from './blog';

const all = { q: '', category: 'All', tag: '' };

describe('blog content', () => {
  it("has real links to the site's pages and emphasis inside paragraphs", () => {
    const html = posts.map((p) => p.html).join('');
    expect(html).toMatch(/<a href="\/services\/quantum-security\/">/);
    expect(html).toMatch(/<a href="\/case-studies\/[a-z0-9-]+\/">/);
    expect(html).toMatch(/<p>[^<]*<em>/);
    expect(html).not.toMatch(/href="https?:/);
  });

  it('has four articles, one per category, with unique slugs and real bodies', () => {
    expect(posts).toHaveLength(4);
    expect(posts.map((p) => p.category).sort()).toEqual([...blogCategories].sort());
    expect(new Set(posts.map((p) => p.slug)).size).toBe(4);
    for (const p of posts) {
      expect(p.html.match(/<h2>/g)?.length).toBeGreaterThanOrEqual(3);
      expect(p.minutes).toBeGreaterThanOrEqual(3);
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
  it('sorts newest first', () => {
    expect(byDateDesc([{ date: '2026-01-02' }, { date: '2026-05-01' }])).toEqual([
      { date: '2026-05-01' },
      { date: '2026-01-02' },
    ]);
  });
});

describe('related articles', () => {
  const article = (slug: string, category: BlogCategory, date: string) => ({ slug, category, date });
  const entries = [
    article('a', 'ERP', '2026-01-01'),
    article('b', 'Quantum', '2026-03-01'),
    article('c', 'ERP', '2026-02-01'),
    article('d', 'Quantum', '2026-04-01'),
    article('e', 'ERP', '2025-12-01'),
  ];

  it('suggests the same category first, newest first, then the newest others, never the article itself', () => {
    expect(relatedPosts(entries[0]!, entries).map((p) => p.slug)).toEqual(['c', 'e', 'd']);
    expect(relatedPosts(entries[1]!, entries).map((p) => p.slug)).toEqual(['d', 'c', 'a']);
  });

  it('stays at three however many articles the blog has', () => {
    const many = Array.from({ length: 600 }, (_, i) =>
      article(`p${i}`, 'ERP', `2026-01-${String((i % 28) + 1).padStart(2, '0')}`),
    );
    expect(relatedPosts(many[0]!, many)).toHaveLength(3);
  });
});

describe('one spelling a tag', () => {
  it('writes a tag that differs only in capitals as the oldest article does, once an article', () => {
    const folded = foldTags([
      { slug: 'later', date: '2026-10-01', tags: ['Ai', 'Cloud', 'AI '] },
      { slug: 'first', date: '2026-01-01', tags: ['AI', 'Security'] },
    ]);
    expect(folded.map((post) => post.tags)).toEqual([
      ['AI', 'Cloud'],
      ['AI', 'Security'],
    ]);
    expect(allTags(folded)).toEqual(['AI', 'Cloud', 'Security']);
  });
});
