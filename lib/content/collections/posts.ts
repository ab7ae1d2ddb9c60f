/** Posts: the blog's articles, in Markdown under content/blog/ (the kind: lib/kinds/posts.ts). */
import { z } from 'zod';
import { paths } from '@/lib/paths';
import { blogCategories, heading, isoDate, personRef, text } from '../schemas';
import { define, type Entry } from './define';
import type { Person } from './people';

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

export const posts = define({
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
  search: { group: 'posts', label: 'Articles', order: 50 },
});

const tagKey = (tag: string) => tag.trim().toLowerCase();

/**
 * Each tag in the spelling of its first use, the oldest article first: "AI" written "Ai" in a
 * later article is the same tag, listed and filtered once.
 */
export function foldTags<T extends Pick<BlogPost, 'tags' | 'date' | 'slug'>>(posts: readonly T[]): T[] {
  const spelling = new Map<string, string>();
  const oldestFirst = [...posts].sort((a, b) => a.date.localeCompare(b.date) || a.slug.localeCompare(b.slug));
  for (const tag of oldestFirst.flatMap((post) => post.tags))
    if (!spelling.has(tagKey(tag))) spelling.set(tagKey(tag), tag);
  return posts.map((post) => ({ ...post, tags: [...new Set(post.tags.map((tag) => spelling.get(tagKey(tag))!))] }));
}
