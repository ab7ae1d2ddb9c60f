/** @jest-environment node */
import { caseStudies, getCaseStudy } from '@/lib/content';
import { services } from '@/lib/content';
import type { ServiceSlug } from '@/lib/content/schemas';
import type { CaseStudy } from '@/lib/content/collections/case-studies';
import caseStudiesCopy from '@/content/copy/case-studies.yaml';
import {
  caseStudiesForService,
  DEFAULT_STUDY_LIMIT,
  clientNames,
  caseStudyDetails,
  filterCaseStudies,
  hasResults,
  headlineFigure,
  isThin,
  relatedCaseStudies,
  resolveCaseStudies,
  SIMILAR_LIMIT,
  similarCaseStudies,
} from './case-studies';

const service = (slug: string) => services.find((s) => s.slug === slug)!;
/** A service's studies with their results, the ones its lists may offer as proof. */
const own = (slug: string) => caseStudies.filter((s) => s.service === slug && hasResults(s));

/** A study with only what the selection reads. */
const study = (slug: string, serviceSlug: ServiceSlug, industry: CaseStudy['industry']): CaseStudy => ({
  slug,
  order: 10,
  service: serviceSlug,
  industry,
  title: 'T',
  description: 'D',
  icon: 'chart',
  gradient: 'blue-teal',
  image: 'I',
  headline: { number: 1, unit: 'h', label: 'L' },
  results: ['R'],
});

describe('related case studies (service pages, similar studies)', () => {
  const a = study('a', 'sap-erp', 'Retail');
  const b = study('b', 'oracle-erp', 'Retail');
  const c = study('c', 'sap-erp', 'Chemicals');
  const d = study('d', 'sap-erp', 'Banking');
  const e = study('e', 'quantum-computing', 'Retail');
  const f = study('f', 'oracle-erp', 'Banking');
  const g = study('g', 'sap-erp', 'Retail');
  const h = study('h', 'sap-erp', 'Retail');
  const all = [a, b, c, d, e, f, g, h];
  const slugs = (studies: CaseStudy[]) => studies.map((s) => s.slug);

  it('similar: up to 3 from the same service, in list order, never the study itself', () => {
    expect(slugs(similarCaseStudies(a, all))).toEqual(['c', 'd', 'g']);
    expect(slugs(similarCaseStudies(h, all))).toEqual(['a', 'c', 'd']);
    expect(SIMILAR_LIMIT).toBe(3);
  });

  it('similar: never a study of another service, even of the same industry', () => {
    // b's only other Oracle ERP study is f (Banking); a, e, g and h share b's industry, not its service.
    expect(slugs(similarCaseStudies(b, all))).toEqual(['f']);
    expect(slugs(similarCaseStudies(f, all))).toEqual(['b']);
  });

  it('similar: none when the study is alone in its service', () => {
    expect(similarCaseStudies(e, all)).toEqual([]);
  });

  it('a service page lists its own studies up to max', () => {
    expect(slugs(relatedCaseStudies(all, { service: 'sap-erp', max: 8 }))).toEqual(['a', 'c', 'd', 'g', 'h']);
    expect(slugs(relatedCaseStudies(all, { service: 'sap-erp', max: 4 }))).toEqual(['a', 'c', 'd', 'g']);
    expect(slugs(relatedCaseStudies(all, { service: 'quantum-computing', max: 4 }))).toEqual(['e']);
    expect(relatedCaseStudies(all, { service: 'quantum-security', max: 3 })).toEqual([]);
  });

  it('never a study without results: a list offered as proof cannot stand on one', () => {
    const bare = { ...c, results: undefined };
    expect(slugs(relatedCaseStudies([a, bare, d], { service: 'sap-erp', max: 8 }))).toEqual(['a', 'd']);
    expect(slugs(similarCaseStudies(a, [a, bare, d, { ...g, results: [] }]))).toEqual(['d']);
  });

  it('an Enterprise IT page lists the studies it names, up to three, skipping unknown ones', () => {
    expect(slugs(resolveCaseStudies(['a'], all))).toEqual(['a']);
    expect(slugs(resolveCaseStudies(['gone', 'a'], all))).toEqual(['a']);
    expect(slugs(resolveCaseStudies(['a', 'b', 'c', 'd'], all))).toEqual(['a', 'b', 'c']);
  });
});

describe('case studies on the site', () => {
  it.each(services.map((s) => s.slug))('%s lists only its own studies, up to its limit', (slug) => {
    const shown = caseStudiesForService(service(slug), caseStudies);
    expect(shown.every((s) => s.service === slug)).toBe(true);
    expect(shown).toEqual(own(slug).slice(0, service(slug).caseStudies?.limit ?? DEFAULT_STUDY_LIMIT));
  });

  it.each(caseStudies.map((s) => s.slug))('similar to %s: all of its own service, at most 3', (slug) => {
    const self = caseStudies.find((s) => s.slug === slug)!;
    const similar = similarCaseStudies(self, caseStudies);
    expect(similar.length).toBeLessThanOrEqual(3);
    expect(similar.every((s) => s.service === self.service)).toBe(true);
    expect(similar).toEqual(
      own(self.service)
        .filter((s) => s.slug !== slug)
        .slice(0, 3),
    );
  });
});

describe('headline figure', () => {
  it('groups digits the Indian way and keeps the unit with its number', () => {
    expect(headlineFigure({ number: 1540, unit: 'engineers' })).toBe('1,540\u00a0engineers');
    expect(headlineFigure({ number: 1250000, unit: 'people' })).toBe('12,50,000\u00a0people');
    expect(headlineFigure({ number: 4.2, unit: 'h' })).toBe('4.2\u00a0h');
  });

  it('sets a percent or times sign against its number', () => {
    expect(headlineFigure({ number: 31, unit: '%' })).toBe('31%');
    expect(headlineFigure({ number: 3, unit: '×' })).toBe('3×');
  });

  it('writes the rupee sign before the number, as money is written in India', () => {
    expect(headlineFigure({ number: 1.6, unit: '₹ crore' })).toBe('₹1.6\u00a0crore');
    expect(headlineFigure({ number: 45, unit: '₹ lakh' })).toBe('₹45\u00a0lakh');
  });

  it('counts one day, week or month in the singular', () => {
    expect(headlineFigure({ number: 1, unit: 'days' })).toBe('1\u00a0day');
    expect(headlineFigure({ number: 1, unit: 'weeks' })).toBe('1\u00a0week');
    expect(headlineFigure({ number: 2, unit: 'days' })).toBe('2\u00a0days');
  });
});

describe('case study details', () => {
  const short = { ...study('x', 'sap-erp', 'Retail'), results: undefined };
  const { clientFallback, placeholders } = caseStudiesCopy.detail;

  it('shows Confidential for no client, and the placeholder text for every part a short study lacks, in order', () => {
    expect(caseStudyDetails(short)).toEqual({
      client: clientFallback,
      pending: [placeholders.challenge, placeholders.solution, ...placeholders.techStack, ...placeholders.results],
    });
  });

  it('presents the parts a study has, and placeholder text only for the others', () => {
    const d = caseStudyDetails({ ...short, challenge: 'C', solution: 'S' });
    expect(d).toMatchObject({ challenge: 'C', solution: 'S', techStack: undefined, results: undefined });
    expect(d.pending).toEqual([...placeholders.techStack, ...placeholders.results]);
  });

  it('keeps real fields, with nothing pending', () => {
    const d = caseStudyDetails({
      ...short,
      client: 'Acme',
      challenge: 'C',
      solution: 'S',
      techStack: ['Go'],
      results: ['R'],
    });
    expect(d).toEqual({
      client: 'Acme',
      challenge: 'C',
      solution: 'S',
      techStack: ['Go'],
      results: ['R'],
      pending: [],
    });
  });
});

describe('thin case studies', () => {
  // fixtures/content/case-studies/: one with only the short fields, one with its whole write-up.
  const thin = getCaseStudy('sentiment-analysis')!;
  const full = getCaseStudy('quantum-portfolio-optimisation')!;

  it('a study with only the short fields is thin; one with the whole write-up is not', () => {
    expect(isThin(thin)).toBe(true);
    expect(isThin(full)).toBe(false);
  });

  it.each(['challenge', 'solution', 'techStack', 'results'] as const)(
    'lacking only its %s, a study is thin',
    (field) => {
      expect(isThin({ ...full, [field]: undefined })).toBe(true);
    },
  );

  it('an empty list counts as missing, as it does for the placeholders', () => {
    expect(isThin({ ...full, techStack: [] })).toBe(true);
    expect(isThin({ ...full, results: [] })).toBe(true);
  });

  it('the write-up added to a thin study makes it whole', () => {
    const { challenge, solution, techStack, results } = full;
    expect(isThin({ ...thin, challenge, solution, techStack, results })).toBe(false);
  });
});

describe('service filter', () => {
  it("'All' keeps everything; a service keeps only its own", () => {
    expect(filterCaseStudies(caseStudies, 'All')).toHaveLength(19);
    expect(filterCaseStudies(caseStudies, 'sap-erp').every((s) => s.service === 'sap-erp')).toBe(true);
    expect(filterCaseStudies(caseStudies, 'sap-erp')).toHaveLength(own('sap-erp').length);
  });
});

describe('client names (the home page’s wordmarks)', () => {
  it('takes each named client once, up to its first comma, and skips confidential studies', () => {
    expect(
      clientNames([
        { client: 'Paysetu Financial Services, a Bangalore-based digital payments company' },
        { client: undefined },
        { client: 'Arthveda Asset Management' },
        { client: 'Paysetu Financial Services, again' },
      ]),
    ).toEqual(['Paysetu Financial Services', 'Arthveda Asset Management']);
  });

  it('names at least three clients from the case studies, so the home page has a row to show', () => {
    expect(clientNames(caseStudies).length).toBeGreaterThanOrEqual(3);
  });
});
