/** The site search index: the search document of every page kind's descriptor; build time only. */
import { allPages } from '@/lib/pages/all';
import type { SearchDoc } from '../search/index';
import { splitIndex, type SplitIndex } from '../search/split';

export const buildSearchIndex = (): SearchDoc[] => allPages().flatMap((page) => (page.search ? [page.search] : []));

let split: SplitIndex | null = null;
/** The split index, once per build process: every page carries its manifest. */
export const siteSearchIndex = (): SplitIndex => (split ??= splitIndex(buildSearchIndex()));
