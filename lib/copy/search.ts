import data from '@/content/pages/search.yaml';
import type { SearchCopy } from '@/lib/content/copy/search';

/** The search copy, validated before the build (scripts/prepare-content.mjs). */
export const searchCopy = data as SearchCopy;
