import type { BlogPost } from '@/lib/content/collections/posts';
import { keepFields } from './pick';

export const ALL_CATEGORIES = 'All';

export const postSummary = keepFields<BlogPost>()('slug', 'title', 'excerpt', 'category', 'tags', 'date', 'minutes');
export type PostSummary = ReturnType<typeof postSummary>;

export type PostFilters = Record<'q' | 'category' | 'tag', string>;

/** Case-insensitive substring on title or excerpt, combined with category and tag. */
export function filterPosts<T extends Pick<BlogPost, 'title' | 'excerpt' | 'category' | 'tags'>>(
  posts: readonly T[],
  f: PostFilters,
): T[] {
  const q = f.q.trim().toLowerCase();
  return posts.filter(
    (post) =>
      (!q || post.title.toLowerCase().includes(q) || post.excerpt.toLowerCase().includes(q)) &&
      (f.category === ALL_CATEGORIES || !f.category || post.category === f.category) &&
      (!f.tag || post.tags.includes(f.tag)),
  );
}

/** All tags in first-seen order. */
export const allTags = (posts: readonly Pick<BlogPost, 'tags'>[]): string[] => [
  ...new Set(posts.flatMap((p) => p.tags)),
];

export const byDateDesc = <T extends Pick<BlogPost, 'date'>>(posts: readonly T[]): T[] =>
  [...posts].sort((a, b) => b.date.localeCompare(a.date));

/**
 * The articles an article page suggests after itself: the same category first, then the rest,
 * newest first within each, at most `max`: a page's weight must not grow with the blog.
 */
export function relatedPosts<T extends Pick<BlogPost, 'slug' | 'date' | 'category'>>(
  post: T,
  all: readonly T[],
  max = 3,
): T[] {
  const others = byDateDesc(all.filter((p) => p.slug !== post.slug));
  return [
    ...others.filter((p) => p.category === post.category),
    ...others.filter((p) => p.category !== post.category),
  ].slice(0, max);
}
