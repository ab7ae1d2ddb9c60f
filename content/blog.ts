/**
 * Blog articles: one Markdown file each in content/blog/ (front matter plus body), read and
 * validated at build time. Adding an article means adding a file; see the README.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArticle } from '@/lib/articles';
import type { BlogPost } from './types';

const DIR = join(process.cwd(), 'content', 'blog');

/** Every article, in file-name order; the blog page sorts as it needs. */
export const posts: BlogPost[] = readdirSync(DIR)
  .filter((name) => name.endsWith('.md'))
  .sort()
  .map((name) => parseArticle(`content/blog/${name}`, readFileSync(join(DIR, name), 'utf8')));

export function getPost(slug: string): BlogPost | undefined {
  return posts.find((p) => p.slug === slug);
}
