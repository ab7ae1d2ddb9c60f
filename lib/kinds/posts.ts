/** Posts: the blog's articles, in Markdown under content/blog/. */
import { z } from 'zod';
import blogCopy from '@/content/copy/blog.yaml';
import { byDateDesc, postSummary, type PostSummary } from '@/lib/blog';
import { personOf } from '@/lib/content/references';
import { describePage } from '@/lib/pages/kind';
import { paths } from '@/lib/paths';
import { parsePost } from '@/lib/post-markdown';
import { blogPostingLd, trail } from '@/lib/structured-data';
import { blogCategories, heading, isoDate, personRef, text } from '@/lib/content/schemas';
import { define, type Entry } from '@/lib/content/collections/define';
import { defineKind, type Draft } from './define';
import type { Person } from '@/lib/content/collections/people';

export const postSchema = z.strictObject({
  title: heading('Title', 'The article’s headline.', 100),
  date: isoDate('Date', 'Publication date.'),
  category: z.enum(blogCategories).meta({ title: 'Category' }),
  tags: z.array(text('Tag', 'One word or phrase.')).min(1).meta({ title: 'Tags' }),
  excerpt: text('Excerpt', 'Shown on cards and in the feed.').max(300, 'must be at most 300 characters'),
  author: personRef('Author', 'Who wrote it, from People: the page shows their name and role.'),
  // Taking an article down must not mean deleting it. Not labelled "Draft": the CMS's row already
  // says "Draft" of a change not yet published, which is another thing.
  draft: z.boolean().default(false).meta({
    title: 'Taken down',
    description:
      'On: the article is not on the site (not listed, no page, not in the feed or search) until it is off again.',
  }),
});
export type BlogPost = Omit<Entry<typeof postSchema>, 'author'> & { author: Person; html: string; minutes: number };

export const collection = define({
  name: 'blog',
  page: paths.post,
  label: 'Blog articles',
  labelSingular: 'Article',
  format: 'md',
  schema: postSchema,
  // Sveltia's every button and block but a heading 1: the page title is an article's only h1,
  // and the body rules (lib/content/body-rules.ts) refuse another.
  body: {
    label: 'Article',
    rules: true,
    buttons: [
      'bold',
      'italic',
      'strikethrough',
      'code',
      'link',
      'heading-two',
      'heading-three',
      'heading-four',
      'heading-five',
      'heading-six',
      'bulleted-list',
      'numbered-list',
      'quote',
    ],
    components: ['code-block', 'image'],
  },
  summary: 'title',
  details: ['date', 'draft'],
  sortBy: ['date', 'title'],
  icon: 'article',
});

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
  search: { group: 'posts', label: 'Articles', order: 50 },
  /** The article as the build reads it: its Markdown made HTML, its author from People. */
  preview({ fields, body, file }: Draft<z.output<typeof postSchema>>, { people }: { people: Person[] }) {
    return parsePost(file, { ...fields, author: personOf(people, fields.author) }, body);
  },
});
