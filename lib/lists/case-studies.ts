import caseStudiesCopy from '@/content/copy/case-studies.yaml';
import type { ServiceSlug } from '@/lib/content/schemas';
import type { CaseStudy } from '@/lib/content/collections/case-studies';
import type { Service } from '@/lib/content/collections/services';
import { keepFields } from './pick';

/** How many studies a service page shows when its entry sets no limit (the spec sets some). */
export const DEFAULT_STUDY_LIMIT = 3;

/** The spec's "up to 3 similar items from the same service" beside a study. */
export const SIMILAR_LIMIT = 3;

/**
 * The studies a service page or a study's page lists: the same service's, with results, in list
 * order, up to `max`. A list offered as proof cannot stand on another service's study or on one
 * without results.
 */
export function relatedCaseStudies(
  all: readonly CaseStudy[],
  { service, exclude, max }: { service: ServiceSlug; exclude?: string; max: number },
): CaseStudy[] {
  return all.filter((s) => s.service === service && s.slug !== exclude && hasResults(s)).slice(0, max);
}

/** A service page's studies: its own, up to its entry's limit. */
export function caseStudiesForService(
  service: Pick<Service, 'slug' | 'caseStudies'>,
  all: readonly CaseStudy[],
): CaseStudy[] {
  return relatedCaseStudies(all, { service: service.slug, max: service.caseStudies?.limit ?? DEFAULT_STUDY_LIMIT });
}

/** The studies similar to `study`: the others of its service, up to three. */
export function similarCaseStudies(study: CaseStudy, all: readonly CaseStudy[]): CaseStudy[] {
  return relatedCaseStudies(all, { service: study.service, exclude: study.slug, max: SIMILAR_LIMIT });
}

/**
 * A study without its full write-up shows placeholder text, so search engines and site search skip
 * its page while the lists keep it; adding the write-up makes it indexable with no other change.
 */
export function isThin(study: CaseStudy): boolean {
  return !study.challenge || !study.solution || !study.techStack?.length || !study.results?.length;
}

/** Whether a study states its results: only then may another page link to it as proof (lib/content/references.ts). */
export const hasResults = (study: Pick<CaseStudy, 'results'>): boolean => Boolean(study.results?.length);

const grouped = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/**
 * The headline as it is set large: "34 h", "1,540 engineers", "1 day", "31%", "3×" (a sign takes
 * no space), "₹1.6 crore" (the rupee sign before the number, as it is written in India).
 */
export function headlineFigure({ number, unit }: Pick<CaseStudy['headline'], 'number' | 'unit'>): string {
  const figure = grouped.format(number);
  if (unit.startsWith('₹')) return `₹${figure}\u00a0${unit.slice(1).trim()}`;
  if (unit === '%' || unit === '×') return `${figure}${unit}`;
  // "1 day", not "1 days": the units of time are listed in the plural (lib/content/vocabulary.ts).
  return `${figure}\u00a0${number === 1 && /^(?:days|weeks|months)$/.test(unit) ? unit.slice(0, -1) : unit}`;
}

/**
 * The clients named in the studies, each once, in the studies' order: the name is what a
 * `client` field says before its first comma ("Paysetu Financial Services, a Bangalore-based …").
 */
export function clientNames(all: readonly Pick<CaseStudy, 'client'>[]): string[] {
  return [...new Set(all.flatMap((study) => (study.client ? [study.client.split(',')[0]!.trim()] : [])))];
}

/**
 * The detail fields as a page presents them: each part the entry has, under its heading, and the
 * placeholder text for each part it lacks (`pending`, in the parts' order), shown together with
 * no heading of its own, so no heading stands over a part the study does not have.
 */
export function caseStudyDetails(study: CaseStudy) {
  const p = caseStudiesCopy.detail.placeholders;
  const techStack = study.techStack?.length ? study.techStack : undefined;
  const results = study.results?.length ? study.results : undefined;
  return {
    client: study.client ?? caseStudiesCopy.detail.clientFallback,
    challenge: study.challenge,
    solution: study.solution,
    techStack,
    results,
    pending: [
      ...(study.challenge ? [] : [p.challenge]),
      ...(study.solution ? [] : [p.solution]),
      ...(techStack ? [] : p.techStack),
      ...(results ? [] : p.results),
    ],
  };
}

export const caseStudySummary = keepFields<CaseStudy>()(
  'slug',
  'title',
  'description',
  'industry',
  'service',
  'gradient',
  'icon',
  'image',
  'headline',
);
export type CaseStudySummary = ReturnType<typeof caseStudySummary>;

export type ServiceFilter = ServiceSlug | 'All';

export function filterCaseStudies<T extends { service: ServiceSlug }>(all: readonly T[], service: ServiceFilter): T[] {
  return service === 'All' ? [...all] : all.filter((s) => s.service === service);
}

/**
 * An Enterprise IT page's named studies, up to `max` (the spec's "up to three related").
 * Unknown slugs are skipped here and caught by the content check.
 */
export function resolveCaseStudies(slugs: readonly string[], all: readonly CaseStudy[], max = 3): CaseStudy[] {
  return slugs.flatMap((slug) => all.filter((s) => s.slug === slug)).slice(0, max);
}
