/** Jobs: the openings on /careers/, each with a page of its own. */
import careersCopy from '@/content/copy/careers.yaml';
import { isOpen } from '@/lib/content/collections/jobs';
import { cardFactKeys, jobSummary, type JobSummary } from '@/lib/lists/jobs';
import { buildDay } from '@/lib/text/dates';
import { describePage } from '@/lib/kinds/descriptor';
import { paths } from '@/lib/paths';
import { clipText } from '@/lib/seo/metadata';
import { jobPostingLd, trail } from '@/lib/seo/structured-data';
import { jobs as collection, type Job } from '@/lib/content/collections/jobs';
import { defineKind } from './define';

/** Open on the build day (lib/lists/jobs.ts); a closed job keeps its page, but only to say so. */
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

/** Every job posted by the build day has a page; the list, sitemap, feed and search show the open ones. */
export const kind = defineKind<Job, Job, JobSummary>({
  name: 'jobs',
  order: 10,
  collection,
  grows: true,
  route: paths.job,
  describe: describeJob,
  template: { file: 'careers/JobPage', prop: 'job' },
  // Page size: today's 6 openings fit on page 1.
  list: {
    base: paths.careers,
    words: { ...careersCopy, label: careersCopy.listLabel },
    entries: (jobs) => jobs.filter(isListed),
    perPage: 12,
    summary: jobSummary,
    filters: true,
    template: 'careers/CareersList',
  },
});
