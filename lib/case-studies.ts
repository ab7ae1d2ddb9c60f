/** Pure selection logic for case studies: per service page, similar items, placeholders, thinness, filter. */
import { caseStudiesCopy } from '@/lib/copy/case-studies';
import type { CaseStudy, Service, ServiceSlug } from '@/lib/content/schemas';
import { picker } from './pick';

/** How many studies a service page shows when its entry sets no limit (the spec sets some). */
export const DEFAULT_STUDY_LIMIT = 3;

/** A service page's studies: its own first, then others (in list order) up to its limit. */
export function caseStudiesForService(
  service: Pick<Service, 'slug' | 'caseStudies'>,
  all: readonly CaseStudy[],
): CaseStudy[] {
  const own = all.filter((s) => s.service === service.slug);
  const { limit, fill } = service.caseStudies;
  const pool = fill ? [...own, ...all.filter((s) => s.service !== service.slug)] : own;
  return pool.slice(0, limit ?? DEFAULT_STUDY_LIMIT);
}

/** Up to `max` other studies of the same service. */
export function similarCaseStudies(study: CaseStudy, all: readonly CaseStudy[], max = 3): CaseStudy[] {
  return all.filter((s) => s.service === study.service && s.slug !== study.slug).slice(0, max);
}

/**
 * A study without its full write-up (challenge, solution, tech stack and results): its page
 * shows placeholder text for the missing parts, so search engines and site search skip it
 * (lib/pages/case-study.ts) while the lists keep showing the project. Adding the write-up
 * makes the page indexable with no other change.
 */
export function isThin(study: CaseStudy): boolean {
  return !study.challenge || !study.solution || !study.techStack?.length || !study.results?.length;
}

const grouped = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** The headline as it is set large: "34 h", "1,540 objects", "31%" (a percent sign takes no space). */
export function headlineFigure({ number, unit }: Pick<CaseStudy['headline'], 'number' | 'unit'>): string {
  return `${grouped.format(number)}${unit.startsWith('%') ? '' : '\u00a0'}${unit}`;
}

/** The detail fields with the placeholder text wherever an entry has none. */
export function caseStudyDetails(study: CaseStudy) {
  const p = caseStudiesCopy.detail.placeholders;
  return {
    client: study.client ?? caseStudiesCopy.detail.clientFallback,
    challenge: study.challenge ?? p.challenge,
    solution: study.solution ?? p.solution,
    techStack: study.techStack?.length ? study.techStack : [...p.techStack],
    results: study.results?.length ? study.results : [...p.results],
  };
}

/** What the case-study list shows and filters of a study: its card, and an entry of the list's JSON. */
export const caseStudySummary = picker<CaseStudy>()(
  'slug',
  'title',
  'description',
  'industry',
  'service',
  'gradient',
  'icon',
  'image',
);
export type CaseStudySummary = ReturnType<typeof caseStudySummary>;

export type ServiceFilter = ServiceSlug | 'All';

export function filterCaseStudies<T extends { service: ServiceSlug }>(all: readonly T[], service: ServiceFilter): T[] {
  return service === 'All' ? [...all] : all.filter((s) => s.service === service);
}

/** Resolves related slugs, silently skipping none: unknown slugs are caught by the content test. */
export function resolveCaseStudies(slugs: readonly string[], all: readonly CaseStudy[], max = 3): CaseStudy[] {
  return slugs
    .map((slug) => all.find((s) => s.slug === slug))
    .filter((s): s is CaseStudy => !!s)
    .slice(0, max);
}
