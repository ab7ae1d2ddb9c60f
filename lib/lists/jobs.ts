/**
 * A job's facts, declared once: its page, its card, the careers filters (their controls, URL
 * parameters and matching, and page-start's, spec §5) and the CMS's labels all read them here.
 */
import type { Job } from '@/lib/content/collections/jobs';
import { jobExperienceLevels, jobLocations, jobRoles, type IconName } from '@/lib/content/vocabulary';
import { keepFields } from './pick';

/** The number an experience text begins with ('5+ years' → '5'): experience is filtered by it. */
export const experienceNumber = (text: string): string => /^\d*/.exec(text)![0];

// Not typed by Job: the careers copy's schema, which Job's schema reads, is typed by these keys.
interface JobFact {
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

/** The facts a job is summed up by, on its card and as a site-search result, in this order, with the card's icons. */
export const jobCardFacts = {
  location: 'map-pin',
  role: 'briefcase',
  experience: 'clock',
} as const satisfies Partial<Record<JobFactKey, IconName>>;
export const cardFactKeys = Object.keys(jobCardFacts) as (keyof typeof jobCardFacts)[];

const filters: readonly (JobFact & { key: JobFilterKey })[] = jobFilters;
const filterValue = (fact: JobFact, value: string) => fact.filterBy?.(value) ?? value;

/** A filter's choices: each value, chosen by what it is filtered by. */
export const filterOptions = (fact: JobFact) =>
  fact.values.map((value) => ({ value: filterValue(fact, value), label: value }));

export const jobSummary = keepFields<Job>()(
  'slug',
  'title',
  ...jobFacts.map((fact) => fact.key),
  'summary',
  'datePosted',
);
export type JobSummary = ReturnType<typeof jobSummary>;

/** The search text and each filter's value, as the list's URL holds them; empty for all jobs. */
export type JobFilters = Record<'q' | JobFilterKey, string>;
export const NO_FILTERS = Object.fromEntries(['q', ...filters.map((f) => f.key)].map((key) => [key, ''])) as JobFilters;

/** A job's values to filter by: its title for the search, each filter's value. */
export const filterValues = (job: Pick<Job, 'title' | JobFilterKey>) =>
  Object.fromEntries([['q', job.title], ...filters.map((f) => [f.key, filterValue(f, job[f.key])])]) as JobFilters;

/** The jobs whose title holds the search text (any case) and whose every filter is the value chosen. */
export function filterJobs<T extends Pick<Job, 'title' | JobFilterKey>>(jobs: readonly T[], chosen: JobFilters): T[] {
  const q = chosen.q.trim().toLowerCase();
  return jobs.filter((job) => {
    const own = filterValues(job);
    return own.q.toLowerCase().includes(q) && filters.every(({ key }) => !chosen[key] || own[key] === chosen[key]);
  });
}

/**
 * The one rule of a job's state, which the careers list, the job's page, its structured data and
 * the CMS's preview all follow: open until an editor closes it, and up to and including its
 * closing date (validThrough).
 */
export function isOpen(job: Pick<Job, 'validThrough'> & { status?: Job['status'] }, day: string): boolean {
  return job.status !== 'closed' && job.validThrough >= day;
}

/**
 * The day a job's applications closed, as its page states it: its closing date once that has
 * passed. A job its editor closed before that date closed on no date the site knows, and its
 * closing date is still ahead: its page says it is closed, without a date.
 */
export function closedOn(job: Pick<Job, 'validThrough'>, day: string): string | undefined {
  return job.validThrough < day ? job.validThrough : undefined;
}
