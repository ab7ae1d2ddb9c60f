import careersCopy from '@/content/copy/careers.yaml';
import { allJobs, jobs } from '@/lib/content';
import { buildDay } from '@/lib/dates';
import { cardFactKeys, isOpen, jobSummary } from '@/lib/jobs';
import type { Job } from '@/lib/content/collections/jobs';
import { paths } from '@/lib/paths';
import { clipText } from '@/lib/seo';
import { jobPostingLd, trail } from '@/lib/structured-data';
import { describePage, pageKind } from './kind';
import { listKind } from './list';

/** Open on the build day (lib/jobs.ts); a closed job keeps its page, but only to say so. */
export const isListed = (job: Job) => isOpen(job, buildDay());

export function describeJob(job: Job) {
  const open = isListed(job);
  return describePage({
    path: paths.job(job.slug),
    title: job.title,
    section: careersCopy.title,
    description: open
      ? clipText(`${job.title}, ${job.location}, ${job.experience}. ${job.summary}`)
      : clipText(`${careersCopy.job.closed.title} ${job.summary}`),
    above: trail({ label: careersCopy.title, href: paths.careers }),
    og: {
      kind: `${careersCopy.title} · ${job.location} · ${job.experience}`,
      text: open ? job.summary : careersCopy.job.closed.title,
    },
    // Google rejects a JobPosting whose validThrough has passed: a closed job has none.
    jsonLd: open ? [jobPostingLd(job, careersCopy.job.sections)] : [],
    search: open
      ? {
          kind: 'jobs',
          summary: cardFactKeys.map((key) => job[key]).join(' · '),
          keywords: [job.summary, ...job.responsibilities, ...job.requirements],
        }
      : undefined,
    indexable: open,
  });
}

export const jobPages = pageKind(allJobs, describeJob);

// Page size: today's 6 openings fit on page 1.
export const careersList = listKind({
  base: paths.careers,
  words: { ...careersCopy, label: careersCopy.listLabel },
  entries: jobs,
  perPage: 12,
  summary: jobSummary,
});
