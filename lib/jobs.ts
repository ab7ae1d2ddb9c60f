/** Careers filters (spec §5): title substring, exact role and location, experience by leading number. */
import type { Job } from '@/content/types';

export interface JobFilters {
  q: string;
  role: string;
  location: string;
  /** A number such as '5'; matches experience text that begins with it ('5+ years'). */
  experience: string;
}

export const ANY = '';

export function experienceMatches(text: string, number: string): boolean {
  // '1' must not match '10+ years': the number has to end where the digits end.
  return text.startsWith(number) && !/\d/.test(text.charAt(number.length));
}

export function filterJobs<T extends Pick<Job, 'title' | 'role' | 'location' | 'experience'>>(jobs: readonly T[], f: JobFilters): T[] {
  const q = f.q.trim().toLowerCase();
  return jobs.filter(
    (job) =>
      (!q || job.title.toLowerCase().includes(q)) &&
      (f.role === ANY || job.role === f.role) &&
      (f.location === ANY || job.location === f.location) &&
      (f.experience === ANY || experienceMatches(job.experience, f.experience)),
  );
}
