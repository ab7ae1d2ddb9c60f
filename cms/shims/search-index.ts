/**
 * Stands in for lib/pages/search-index.ts in the previews (scripts/cms-bundle.mjs maps it here):
 * the header's search box carries the index's manifest, which the build makes from every page
 * (hashed with node:crypto); the preview's search box, like its links, leads nowhere.
 */
import type { SplitIndex } from '@/lib/search/split';

export const siteSearchIndex = (): Pick<SplitIndex, 'manifest'> => ({
  manifest: { version: '', kinds: [], chunkSize: 1, keys: '' },
});
