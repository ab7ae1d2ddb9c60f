import { caseStudies, getCaseStudy } from '@/lib/content';
import { services } from '@/lib/content';
import type { CaseStudy } from '@/lib/content/schemas';
import { caseStudiesCopy } from '@/lib/copy/case-studies';
import {
  caseStudiesForService,
  DEFAULT_STUDY_LIMIT,
  caseStudyDetails,
  filterCaseStudies,
  headlineFigure,
  isThin,
  similarCaseStudies,
} from './case-studies';

const service = (slug: string) => services.find((s) => s.slug === slug)!;
const own = (slug: string) => caseStudies.filter((s) => s.service === slug);

describe('case studies on a service page', () => {
  it.each([
    ['it-talent-acquisition', 4],
    ['quantum-computing', 4],
    ['cloud-infrastructure', 4],
    ['oracle-erp', 8],
    ['sap-erp', 8],
  ])('%s shows its own studies first, filled with others up to %i', (slug, limit) => {
    const shown = caseStudiesForService(service(slug), caseStudies);
    expect(shown).toHaveLength(limit);
    const mine = own(slug);
    expect(shown.slice(0, mine.length)).toEqual(mine);
    expect(new Set(shown.map((s) => s.slug)).size).toBe(limit);
  });

  it.each(['software-development', 'data-science-ai', 'quantum-security'])(
    '%s shows its own and nothing else, up to 3 when its entry sets no limit',
    (slug) => {
      const shown = caseStudiesForService(service(slug), caseStudies);
      expect(shown).toEqual(own(slug).slice(0, DEFAULT_STUDY_LIMIT));
      expect(shown.length).toBeGreaterThanOrEqual(2);
      const many = Array.from({ length: 10 }, (_, i) => ({ ...own(slug)[0]!, slug: `study-${i}` }));
      expect(caseStudiesForService(service(slug), many)).toHaveLength(DEFAULT_STUDY_LIMIT);
    },
  );
});

describe('similar case studies', () => {
  it('are up to three others of the same service', () => {
    for (const study of caseStudies) {
      const similar = similarCaseStudies(study, caseStudies);
      expect(similar.length).toBeLessThanOrEqual(3);
      expect(similar.every((s) => s.service === study.service && s.slug !== study.slug)).toBe(true);
      expect(similar.length).toBe(Math.min(3, own(study.service).length - 1));
    }
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
  const short: CaseStudy = {
    slug: 'x',
    order: 10,
    service: 'sap-erp',
    industry: 'Retail',
    title: 'T',
    description: 'D',
    icon: 'chart',
    gradient: 'blue-teal',
    image: 'I',
    headline: { number: 1, unit: 'x', label: 'L' },
  };

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
