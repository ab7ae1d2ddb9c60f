/** Careers filters (spec §5): title substring, exact role and location, experience by leading number. */
import type { Job } from '@/lib/content/schemas';
import { picker } from './pick';

export interface JobFilters {
  q: string;
  role: string;
  location: string;
  /** A number such as '5'; matches experience text that begins with it ('5+ years'). */
  experience: string;
}

export const ANY = '';

/** What the careers list shows and filters of a job: its card, and an entry of the list's JSON. */
export const jobSummary = picker<Job>()('slug', 'title', 'role', 'location', 'experience', 'summary', 'datePosted');
export type JobSummary = ReturnType<typeof jobSummary>;

/** The number an experience text begins with ('5+ years' → '5'); page-start filters by it too. */
export function experienceNumber(text: string): string {
  return /^\d*/.exec(text)![0];
}

export function experienceMatches(text: string, number: string): boolean {
  // '1' must not match '10+ years': the number is all the leading digits.
  return experienceNumber(text) === number;
}

export function filterJobs<T extends Pick<Job, 'title' | 'role' | 'location' | 'experience'>>(
  jobs: readonly T[],
  f: JobFilters,
): T[] {
  const q = f.q.trim().toLowerCase();
  return jobs.filter(
    (job) =>
      (!q || job.title.toLowerCase().includes(q)) &&
      (f.role === ANY || job.role === f.role) &&
      (f.location === ANY || job.location === f.location) &&
      (f.experience === ANY || experienceMatches(job.experience, f.experience)),
  );
}

/**
 * The day a build treats as today, at the offices in India (UTC+5:30): a job whose
 * validThrough is before it is closed. SITE_BUILD_DATE (YYYY-MM-DD) pins it, so the tests
 * see the same open and closed jobs whatever day they run.
 */
export function buildDay(pinned = process.env.SITE_BUILD_DATE, now = Date.now()): string {
  if (pinned) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(pinned))
      throw new Error(`SITE_BUILD_DATE must be written YYYY-MM-DD (got "${pinned}")`);
    return pinned;
  }
  return new Date(now + 330 * 60_000).toISOString().slice(0, 10);
}

/**
 * The one rule of a job's state, which the careers list, the job's page, its structured data and
 * the CMS's preview all follow: open until an editor closes it, and up to and including its
 * closing date (validThrough).
 */
export function isOpen(job: Pick<Job, 'validThrough'> & { status?: Job['status'] }, day: string): boolean {
  return job.status !== 'closed' && job.validThrough >= day;
}
