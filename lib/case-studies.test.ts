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
  headlineFigure,
  isThin,
  MIN_RELATED,
  relatedCaseStudies,
  resolveCaseStudies,
  similarCaseStudies,
} from './case-studies';

const service = (slug: string) => services.find((s) => s.slug === slug)!;
const own = (slug: string) => caseStudies.filter((s) => s.service === slug);

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
  headline: { number: 1, unit: 'x', label: 'L' },
});

describe('related case studies (service pages, similar studies)', () => {
  const a = study('a', 'sap-erp', 'Retail');
  const b = study('b', 'oracle-erp', 'Retail');
  const c = study('c', 'sap-erp', 'Chemicals');
  const d = study('d', 'sap-erp', 'Banking');
  const e = study('e', 'quantum-computing', 'Retail');
  const f = study('f', 'oracle-erp', 'Banking');
  const all = [a, b, c, d, e, f];

  it('takes the same service first, in list order, then the same industry', () => {
    const shown = relatedCaseStudies(all, { service: 'sap-erp', industry: 'Retail', exclude: 'a', max: 4 });
    expect(shown.map((s) => s.slug)).toEqual(['c', 'd', 'b', 'e']);
  });

  it('never lists the study itself and stops at max', () => {
    const shown = relatedCaseStudies(all, { service: 'oracle-erp', industry: 'Banking', exclude: 'f', max: 2 });
    expect(shown.map((s) => s.slug)).toEqual(['b', 'd']);
  });

  it('without an industry lists the service’s own studies only', () => {
    expect(relatedCaseStudies(all, { service: 'sap-erp', max: 8 }).map((s) => s.slug)).toEqual(['a', 'c', 'd']);
  });

  it('shows no lone card: one fitting study is none', () => {
    expect(relatedCaseStudies(all, { service: 'quantum-computing', max: 3 })).toEqual([]);
    expect(relatedCaseStudies(all, { service: 'oracle-erp', industry: 'Energy', exclude: 'b', max: 3 })).toEqual([]);
    expect(relatedCaseStudies([a, c], { service: 'sap-erp', exclude: 'a', max: 3 })).toEqual([]);
    expect(relatedCaseStudies(all, { service: 'quantum-security', max: 3 })).toEqual([]);
    expect(MIN_RELATED).toBe(2);
  });

  it('the named studies of an Enterprise IT page follow the same rule', () => {
    expect(resolveCaseStudies(['a'], all)).toEqual([]);
    expect(resolveCaseStudies(['gone', 'a'], all)).toEqual([]);
    expect(resolveCaseStudies(['a', 'b', 'c', 'd'], all).map((s) => s.slug)).toEqual(['a', 'b', 'c']);
  });
});

describe('case studies on the site', () => {
  it.each(services.map((s) => s.slug))('%s lists only its own studies, two or more, or none', (slug) => {
    const shown = caseStudiesForService(service(slug), caseStudies);
    expect(shown.every((s) => s.service === slug)).toBe(true);
    expect(shown.length === 0 || shown.length >= MIN_RELATED).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(service(slug).caseStudies?.limit ?? DEFAULT_STUDY_LIMIT);
  });

  it('Quantum Computing lists quantum computing studies and nothing else', () => {
    const shown = caseStudiesForService(service('quantum-computing'), caseStudies);
    const mine = own('quantum-computing');
    const limit = service('quantum-computing').caseStudies?.limit ?? DEFAULT_STUDY_LIMIT;
    expect(shown).toEqual(mine.length >= MIN_RELATED ? mine.slice(0, limit) : []);
  });

  it.each(caseStudies.map((s) => s.slug))('similar to %s: two or three, its service’s first, or none', (slug) => {
    const self = caseStudies.find((s) => s.slug === slug)!;
    const similar = similarCaseStudies(self, caseStudies);
    expect(similar.length === 0 || (similar.length >= MIN_RELATED && similar.length <= 3)).toBe(true);
    expect(similar.some((s) => s.slug === slug)).toBe(false);
    expect(similar.every((s) => s.service === self.service || s.industry === self.industry)).toBe(true);
    // Its own service's first: once another service's study appears, no study of its own follows.
    const sameService = similar.map((s) => s.service === self.service);
    expect(sameService).toEqual([...sameService].sort((x, y) => Number(y) - Number(x)));
  });
});

describe('headline figure', () => {
  it('groups digits the Indian way and keeps the unit with its number', () => {
    expect(headlineFigure({ number: 1540, unit: 'objects' })).toBe('1,540\u00a0objects');
    expect(headlineFigure({ number: 1250000, unit: 'consumers' })).toBe('12,50,000\u00a0consumers');
    expect(headlineFigure({ number: 4.2, unit: 'h' })).toBe('4.2\u00a0h');
  });

  it('sets a percent sign against its number', () => {
    expect(headlineFigure({ number: 31, unit: '%' })).toBe('31%');
  });
});

describe('case study details', () => {
  const short = study('x', 'sap-erp', 'Retail');

  it('fills missing fields with the placeholder text and shows Confidential for no client', () => {
    const d = caseStudyDetails(short);
    const { clientFallback, placeholders } = caseStudiesCopy.detail;
    expect(d).toEqual({ client: clientFallback, ...placeholders });
  });

  it('keeps real fields', () => {
    const d = caseStudyDetails({
      ...short,
      client: 'Acme',
      challenge: 'C',
      solution: 'S',
      techStack: ['Go'],
      results: ['R'],
    });
    expect(d).toEqual({ client: 'Acme', challenge: 'C', solution: 'S', techStack: ['Go'], results: ['R'] });
  });
});

describe('thin case studies', () => {
  // content/case-studies/: one with only the short fields, one with its whole write-up.
  const thin = getCaseStudy('qkd-network')!;
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
