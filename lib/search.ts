/**
 * Site search in the browser: a word-prefix matcher over the index that
 * lib/search-index.ts builds from content at build time (/search-index.json).
 */

/** Result groups in display order; their names are copy, in content/search.ts. */
const searchKinds = ['services', 'enterprise', 'products', 'caseStudies', 'articles', 'jobs'] as const;
export type SearchKind = (typeof searchKinds)[number];

export interface SearchDoc {
  kind: SearchKind;
  title: string;
  /** Site path without the base path (links add it when they are drawn). */
  url: string;
  /** Short text shown under the title. */
  summary: string;
  /** Further words that make the page findable. */
  keywords: string;
}

const words = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}+#.]+/gu, ' ')
    .split(' ')
    .map((w) => w.replace(/^\.+|\.+$/g, ''))
    .filter(Boolean);

export interface SearchGroup {
  kind: SearchKind;
  docs: SearchDoc[];
}

/**
 * Every query word must start a word of the document. Title hits rank above summary hits,
 * which rank above keyword hits. Results come grouped by kind, `perKind` at most each.
 */
export function searchSite(index: readonly SearchDoc[], query: string, perKind = 5): SearchGroup[] {
  const terms = words(query);
  if (terms.length === 0) return [];
  const scored = index
    .map((doc) => {
      const fields = [words(doc.title), words(doc.summary), words(doc.keywords)];
      let score = 0;
      for (const term of terms) {
        const weight = fields.findIndex((field) => field.some((w) => w.startsWith(term)));
        if (weight === -1) return null;
        score += [10, 3, 1][weight]!;
      }
      return { doc, score };
    })
    .filter((hit): hit is { doc: SearchDoc; score: number } => hit !== null)
    .sort((a, b) => b.score - a.score);
  return searchKinds
    .map((kind) => ({
      kind,
      docs: scored
        .filter((h) => h.doc.kind === kind)
        .slice(0, perKind)
        .map((h) => h.doc),
    }))
    .filter((group) => group.docs.length > 0);
}
