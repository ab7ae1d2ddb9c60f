/** Posts: the blog's articles, in Markdown under content/blog/. */
import { z } from 'zod';
import blogCopy from '@/content/copy/blog.yaml';
import { byDateDesc, postSummary, type PostSummary } from '@/lib/lists/blog';
import { personOf } from '@/lib/content/references';
import { describePage } from '@/lib/kinds/descriptor';
import { paths } from '@/lib/paths';
import { parsePost } from '@/lib/content/post-markdown';
import { blogPostingLd, trail } from '@/lib/seo/structured-data';
import { posts as collection, type BlogPost, postSchema } from '@/lib/content/collections/posts';
import { defineKind, type Draft } from './define';
import type { Person } from '@/lib/content/collections/people';

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

export const kind = defineKind<BlogPost, BlogPost, PostSummary>({
  name: 'posts',
  order: 30,
  collection,
  grows: true,
  route: paths.post,
  describe: describePost,
  template: { file: 'blog/PostPage', prop: 'post' },
  // Page size: today's 4 articles fit on page 1.
  list: {
    base: paths.blog,
    words: { ...blogCopy.list, label: blogCopy.list.sectionLabel },
    entries: byDateDesc,
    perPage: 12,
    summary: postSummary,
    filters: true,
    template: 'blog/BlogList',
  },
  /** The article as the build reads it: its Markdown made HTML, its author from People. */
  preview({ fields, body, file }: Draft<z.output<typeof postSchema>>, { people }: { people: Person[] }) {
    return parsePost(file, { ...fields, author: personOf(people, fields.author) }, body);
  },
});
