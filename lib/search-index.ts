/** The site search index: the search document of every page kind's descriptor; build time only. */
import { allPages } from './pages/all';
import type { SearchDoc } from './search';

export function buildSearchIndex(): SearchDoc[] {
  return allPages().flatMap((page) => (page.search ? [page.search] : []));
}
