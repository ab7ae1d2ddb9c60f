/**
 * The careers list from a job's facts (lib/content/job-facts.ts): its cards, and its filters'
 * controls, URL parameters and matching (page-start's too, spec §5).
 */
import type { Job } from '@/lib/content/collections/jobs';
import { jobFacts, jobFilters, type JobFact, type JobFactKey, type JobFilterKey } from '@/lib/content/job-facts';
import type { IconName } from '@/lib/content/vocabulary';
import { keepFields } from './pick';

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
