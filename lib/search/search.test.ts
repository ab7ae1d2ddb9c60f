/** @jest-environment node */
import { isThin } from '@/lib/lists/case-studies';
import { caseStudies } from '@/lib/content';
import { searchGroups } from '@/lib/content/collections';
import { searchSite, words, type SearchDoc, type SearchGroup } from './index';
import { searchFiles } from './files';
import { buildSearchIndex } from '../pages/search-index';
import { searchIndexFiles, splitIndex } from './split';

const index = buildSearchIndex();
const split = splitIndex(index);
const exported = searchIndexFiles(split);
// As the export serves them: JSON text.
const read = async (path: string) => {
  if (!(path in exported)) throw new Error(`${path}: 404`);
  return JSON.parse(JSON.stringify(exported[path])) as unknown;
};
const search = (query: string, perKind?: number) => searchSite(searchFiles(read, split.manifest), query, perKind);
const titles = async (query: string) =>
  (await search(query)).flatMap((g) => g.docs.map((d) => `${g.kind}: ${d.title}`));

/** The whole-index matcher the split index replaced: the reference its results must equal. */
function wholeIndexSearch(docs: readonly SearchDoc[], query: string, perKind = 5): SearchGroup[] {
  const terms = words(query);
  if (terms.length === 0) return [];
  const scored = docs
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
  return searchGroups
    .map(({ group: kind }) => ({
      kind,
      docs: scored
        .filter((h) => h.doc.kind === kind)
        .slice(0, perKind)
        .map(({ doc: { title, url, summary } }) => ({ title, url, summary })),
    }))
    .filter((group) => group.docs.length > 0);
}

describe('site search', () => {
  it('indexes every service, enterprise service, product and product group, case study with its write-up, article and job', () => {
    const count = (kind: string) => index.filter((d) => d.kind === kind).length;
    expect([
      count('services'),
      count('enterprise'),
      count('products'),
      count('caseStudies'),
      count('posts'),
      count('jobs'),
    ]).toEqual([8, 13, 29 + 7, caseStudies.filter((s) => !isThin(s)).length, 4, 6]);
    expect(index.every((d) => d.url.startsWith('/') && /\/(#[\w-]+)?$/.test(d.url))).toBe(true);
  });

  it('answers as the whole-index matcher did, for every letter, digit, title word and title start', async () => {
    const queries = [
      'cloud',
      'q',
      'sap s4hana',
      'react developer',
      'EV CHARG',
      'quantum zebra',
      'c++',
      '.net',
      'node.js',
      'सेवा',
      'café',
      '  ',
      // One-character words alone: results that only chunks show.
      'a b',
      'c s',
      'q 2',
      's a p',
      ...'abcdefghijklmnopqrstuvwxyz0123456789',
      ...index.flatMap((d) => words(d.title).map((w) => w.slice(0, 2))),
      ...index.map((d) => d.title),
      ...index.map((d) => words(d.summary).slice(0, 3).join(' ')),
    ];
    for (const query of new Set(queries))
      expect([query, await search(query)]).toEqual([query, wholeIndexSearch(index, query)]);
    expect(await search('a', 3)).toEqual(wholeIndexSearch(index, 'a', 3));
    expect(await search('a', 8)).toEqual(wholeIndexSearch(index, 'a', 8));
  });

  it('finds pages by words in their titles and groups them by kind', async () => {
    const groups = await search('sap');
    expect(groups.map((g) => g.kind)).toEqual(expect.arrayContaining(['services', 'caseStudies', 'jobs']));
    expect(groups.find((g) => g.kind === 'services')!.docs[0]!.title).toBe('SAP ERP');
  });

  it('matches word prefixes case-insensitively and needs every word', async () => {
    expect(await titles('EV CHARG')).toContain('products: EV Charger');
    expect(await titles('devops engineer')).toEqual(['jobs: DevOps Engineer']);
    expect(await titles('quantum zebra')).toEqual([]);
  });

  it('finds pages by words in their text, not only titles', async () => {
    expect((await titles('kubernetes')).length).toBeGreaterThan(0);
  });

  it('ranks title matches first and caps results per kind', async () => {
    const products = (await search('camera')).find((g) => g.kind === 'products')!;
    expect(products.docs[0]!.title).toMatch(/Camera/);
    expect((await search('a', 3)).every((g) => g.docs.length <= 3)).toBe(true);
  });

  it('returns nothing for an empty query', async () => {
    expect(await search('   ')).toEqual([]);
  });
});
