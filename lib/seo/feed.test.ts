/** @jest-environment node */
import { posts } from '@/lib/content';
import { rssFeed } from './feed';

describe('rss feed', () => {
  const xml = rssFeed('https://example.in');

  it('lists every article with absolute, trailing-slash links', () => {
    expect(xml.match(/<item>/g)).toHaveLength(posts.length);
    for (const post of posts) expect(xml).toContain(`<link>https://example.in/blog/${post.slug}/</link>`);
  });

  it('escapes markup in text and points to itself', () => {
    expect(xml).not.toMatch(/<title>[^<]*&[^a-z#]/);
    expect(xml).toContain('<atom:link href="https://example.in/feed.xml" rel="self"');
  });
});
