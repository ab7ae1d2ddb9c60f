import { isThin } from './case-studies';
import { caseStudies } from './content';
import { searchSite } from './search';
import { buildSearchIndex } from './search-index';

const index = buildSearchIndex();
const titles = (query: string) => searchSite(index, query).flatMap((g) => g.docs.map((d) => `${g.kind}: ${d.title}`));

describe('site search', () => {
  it('indexes every service, enterprise service, product and product group, case study with its write-up, article and job', () => {
    const count = (kind: string) => index.filter((d) => d.kind === kind).length;
    expect([
      count('services'),
      count('enterprise'),
      count('products'),
      count('caseStudies'),
      count('articles'),
      count('jobs'),
    ]).toEqual([8, 13, 29 + 7, caseStudies.filter((s) => !isThin(s)).length, 4, 6]);
    expect(index.every((d) => d.url.startsWith('/') && /\/(#[\w-]+)?$/.test(d.url))).toBe(true);
  });

  it('finds pages by words in their titles and groups them by kind', () => {
    const groups = searchSite(index, 'sap');
    expect(groups.map((g) => g.kind)).toEqual(expect.arrayContaining(['services', 'caseStudies', 'jobs']));
    expect(groups.find((g) => g.kind === 'services')!.docs[0]!.title).toBe('SAP ERP');
  });

  it('matches word prefixes case-insensitively and needs every word', () => {
    expect(titles('EV CHARG')).toContain('products: EV Charger');
    expect(titles('devops engineer')).toEqual(['jobs: DevOps Engineer']);
    expect(titles('quantum zebra')).toEqual([]);
  });

  it('finds pages by words in their text, not only titles', () => {
    expect(titles('kubernetes').length).toBeGreaterThan(0);
  });

  it('ranks title matches first and caps results per kind', () => {
    const products = searchSite(index, 'camera').find((g) => g.kind === 'products')!;
    expect(products.docs[0]!.title).toMatch(/Camera/);
    expect(searchSite(index, 'a', 3).every((g) => g.docs.length <= 3)).toBe(true);
  });

  it('returns nothing for an empty query', () => {
    expect(searchSite(index, '   ')).toEqual([]);
  });
});
