/** The blog's RSS 2.0 feed, built from content at build time. */
import { posts } from '@/lib/content';
import { site } from '@/lib/content/site';
import { byDateDesc } from '../lists/blog';
import { escapeMarkup } from '../text/escape';
import { absoluteUrl, paths } from '../paths';

export function rssFeed(siteUrl: string): string {
  const items = byDateDesc(posts)
    .map((post) => {
      const link = absoluteUrl(paths.post(post.slug), siteUrl);
      return [
        '    <item>',
        `      <title>${escapeMarkup(post.title)}</title>`,
        `      <link>${link}</link>`,
        `      <guid isPermaLink="true">${link}</guid>`,
        `      <description>${escapeMarkup(post.excerpt)}</description>`,
        `      <category>${escapeMarkup(post.category)}</category>`,
        `      <pubDate>${new Date(`${post.date}T09:00:00+05:30`).toUTCString()}</pubDate>`,
        '    </item>',
      ].join('\n');
    })
    .join('\n');
  const self = absoluteUrl(paths.feed, siteUrl);
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeMarkup(`${site.name} blog`)}</title>
    <link>${absoluteUrl(paths.blog, siteUrl)}</link>
    <description>${escapeMarkup(site.description)}</description>
    <language>en-in</language>
    <atom:link href="${self}" rel="self" type="application/rss+xml"/>
${items}
  </channel>
</rss>
`;
}
