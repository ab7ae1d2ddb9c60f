/**
 * A job's facts, declared once: its page, its card, the careers filters (lib/lists/jobs.ts) and the
 * careers copy's labels (content/copy/careers.yaml) all read them here.
 */
import { jobExperienceLevels, jobLocations, jobRoles } from './vocabulary';

/** The number an experience text begins with ('5+ years' → '5'): experience is filtered by it. */
export const experienceNumber = (text: string): string => /^\d*/.exec(text)![0];

// Not typed by Job: the careers copy's schema, which Job's schema reads, is typed by these keys.
export interface JobFact {
  key: string;
  /** The values a job may have, the filter's choices. */
  values: readonly string[];
  /** What a value is filtered by, when not the value itself: the URL and the choice's value hold it. */
  filterBy?: (value: string) => string;
  /** `false`: listed on a job's page (and its card, if in `jobCardFacts`) without being a careers filter. */
  filter?: false;
}

/**
 * Each is listed on a job's page and, unless it says `filter: false`, is a filter of the careers
 * list, in this order; labelled by content/copy/careers.yaml `facts.<key>`, a filter's empty choice
 * by `filters.any.<key>`.
 */
export const jobFacts = [
  { key: 'role', values: jobRoles },
  { key: 'location', values: jobLocations },
  // '1' must not match '10+ years': the chosen number is all the leading digits.
  { key: 'experience', values: jobExperienceLevels, filterBy: experienceNumber },
] as const satisfies readonly JobFact[];
export type JobFactKey = (typeof jobFacts)[number]['key'];

/** The facts of a list that are filters: all but those marked `filter: false`. */
export const filtersOf = <F extends JobFact>(list: readonly F[]) =>
  list.filter((fact): fact is Exclude<F, { filter: false }> => fact.filter !== false);
/** The careers list's filters, in the facts' order. */
export const jobFilters = filtersOf(jobFacts);
export type JobFilterKey = (typeof jobFilters)[number]['key'];
