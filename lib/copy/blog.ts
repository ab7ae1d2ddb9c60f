import data from '@/content/pages/blog.yaml';
import type { BlogCopy } from '@/lib/content/copy/blog';

/** The blog list and article copy, validated before the build (scripts/prepare-content.mjs). */
export const blogCopy = data as BlogCopy;
