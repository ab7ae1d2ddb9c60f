/** @jest-environment node */
import { caseStudies, enterpriseGroups, enterpriseServices, services } from '.';
import { industries, serviceSlugs } from './schemas';

const unique = (values: string[]) => new Set(values).size === values.length;
const within = (text: string, min: number, max: number) => text.length >= min && text.length <= max;

describe('main services', () => {
  it('are the eight spec services, in route order', () => {
    expect(services.map((s) => s.slug)).toEqual([...serviceSlugs]);
  });

  it.each(services.map((s) => [s.slug, s] as const))(
    '%s has 6 features, 4 steps, 3 testimonials and a meta-length description',
    (_, s) => {
      expect(s.features).toHaveLength(6);
      expect(s.process.steps).toHaveLength(4);
      expect(s.testimonials).toHaveLength(3);
      expect(within(s.description, 50, 160)).toBe(true);
      expect(s.intro.length).toBeGreaterThan(0);
    },
  );

  it("uses the spec's step names", () => {
    const steps = (slug: string) => services.find((s) => s.slug === slug)!.process.steps.map((step) => step.title);
    expect(steps('it-talent-acquisition')).toEqual(['Discovery', 'Sourcing', 'Screening', 'Submission']);
    expect(steps('quantum-computing')).toEqual([
      'Explore & Educate',
      'Identify & Prioritize',
      'Develop & Integrate',
      'Deploy & Validate',
    ]);
    expect(steps('software-development')).toEqual(['Discovery', 'Design', 'Develop', 'Deploy']);
    expect(steps('data-science-ai')).toEqual(['Strategy', 'Development', 'Deployment', 'Insight']);
    expect(steps('quantum-security')).toEqual(['Discover', 'Prioritize', 'Implement & Test', 'Deploy & Monitor']);
  });
});

describe('enterprise IT', () => {
  it('has 13 services with 5 challenges, 4 benefits and 6 features each', () => {
    expect(enterpriseServices).toHaveLength(13);
    for (const s of enterpriseServices) {
      expect([s.slug, s.challenges.length, s.benefits.length, s.features.length]).toEqual([s.slug, 5, 4, 6]);
      expect(within(s.description, 50, 160)).toBe(true);
    }
  });

  it('groups hold 3, 3, 3 and 4 services whose paths all resolve', () => {
    expect(enterpriseGroups.map((g) => g.services.length)).toEqual([3, 3, 3, 4]);
    const paths = new Set(enterpriseServices.map((s) => `/services/enterprise-it/${s.slug}/`));
    for (const group of enterpriseGroups)
      for (const s of group.services) expect(paths).toContain(`/services/enterprise-it/${s.slug}/`);
    expect(enterpriseGroups.flatMap((g) => g.services.map((s) => `/services/enterprise-it/${s.slug}/`)).sort()).toEqual(
      [...paths].sort(),
    );
  });

  it('uses the spec slugs', () => {
    expect(enterpriseGroups.map((g) => g.services.map((s) => s.slug))).toEqual([
      ['compute-storage', 'identity-access-mobility', 'virtualization-optimization'],
      ['app-delivery-optimization', 'network-access', 'network-security'],
      ['human-access-control', 'surveillance-monitoring', 'traffic-access-management'],
      ['database-management', 'os-platforms', 'productivity-collaboration', 'security-compliance'],
    ]);
  });
});

describe('case studies', () => {
  it('has 19 entries with unique slugs and valid industries', () => {
    expect(caseStudies).toHaveLength(19);
    expect(unique(caseStudies.map((s) => s.slug))).toBe(true);
    for (const s of caseStudies) expect(industries).toContain(s.industry);
  });

  it('meets the per-service minimums', () => {
    const minimums: Record<string, number> = {
      'it-talent-acquisition': 2,
      'quantum-computing': 2,
      'oracle-erp': 3,
      'sap-erp': 3,
      'data-science-ai': 2,
      'software-development': 2,
      'quantum-security': 2,
      'cloud-infrastructure': 2,
    };
    for (const [service, min] of Object.entries(minimums)) {
      expect([service, caseStudies.filter((s) => s.service === service).length >= min]).toEqual([service, true]);
    }
  });

  it('an entry may carry only the short fields (the spec’s sentiment analysis), or part of its write-up', () => {
    // content/ has every study whole; the spec's rule for short entries is kept by these two.
    const only = (slug: string) => {
      const s = caseStudies.find((c) => c.slug === slug)!;
      return [slug, s.challenge, s.solution, s.techStack, s.results].map((part) => part !== undefined);
    };
    expect(only('sentiment-analysis')).toEqual([true, false, false, false, false]);
    expect(only('telehealth-app')).toEqual([true, true, true, false, false]);
  });

  it('every related case-study slug exists', () => {
    const slugs = new Set(caseStudies.map((s) => s.slug));
    for (const s of enterpriseServices) for (const slug of s.relatedCaseStudies) expect(slugs).toContain(slug);
  });

  it('no slug is used twice across services, enterprise services and studies', () => {
    expect(unique(services.map((s) => s.slug))).toBe(true);
    expect(unique(enterpriseServices.map((s) => s.slug))).toBe(true);
  });
});
