import blogCopy from '@/content/copy/blog.yaml';
import { byDateDesc, postSummary } from '@/lib/blog';
import { posts } from '@/lib/content';
import type { BlogPost } from '@/lib/content/collections/posts';
import { paths } from '@/lib/paths';
import { blogPostingLd, trail } from '@/lib/structured-data';
import { describePage, pageKind } from './kind';
import { listKind } from './list';

export const describePost = (post: BlogPost) =>
  describePage({
    path: paths.post(post.slug),
    title: post.title,
    section: blogCopy.list.title,
    description: post.excerpt,
    type: 'article',
    above: trail({ label: blogCopy.list.title, href: paths.blog }),
    og: { kind: `${blogCopy.list.title} · ${post.category}` },
    jsonLd: [blogPostingLd(post)],
    search: { kind: 'posts', keywords: [post.category, ...post.tags] },
  });

export const postPages = pageKind(posts, describePost);

// Page size: today's 4 articles fit on page 1.
export const blogList = listKind({
  base: paths.blog,
  words: { ...blogCopy.list, label: blogCopy.list.sectionLabel },
  entries: byDateDesc(posts),
  perPage: 12,
  summary: postSummary,
});
