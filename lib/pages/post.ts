import blogCopy from '@/content/copy/blog.yaml';
import { byDateDesc, postSummary } from '@/lib/blog';
import { posts } from '@/lib/content';
import type { BlogPost } from '@/lib/content/collections/posts';
import { paths } from '@/lib/paths';
import { blogPostingLd, trail } from '@/lib/structured-data';
import { pageKind, type PageDescriptor } from './kind';
import { listKind } from './list';

export function describePost(post: BlogPost): PageDescriptor {
  const path = paths.post(post.slug);
  const crumbs = trail({ label: blogCopy.list.title, href: paths.blog }, { label: post.title, href: path });
  return {
    path,
    title: post.title,
    section: blogCopy.list.title,
    description: post.excerpt,
    type: 'article',
    crumbs,
    og: { title: post.title, kind: `${blogCopy.list.title} · ${post.category}`, text: post.excerpt },
    jsonLd: [blogPostingLd(post)],
    search: {
      kind: 'posts',
      title: post.title,
      url: path,
      summary: post.excerpt,
      keywords: [post.category, ...post.tags].join(' '),
    },
    indexable: true,
  };
}

export const postPages = pageKind(posts, describePost);

// Page size: today's 4 articles fit on page 1.
export const blogList = listKind({
  base: paths.blog,
  words: { ...blogCopy.list, label: blogCopy.list.sectionLabel },
  entries: byDateDesc(posts),
  perPage: 12,
  summary: postSummary,
});
