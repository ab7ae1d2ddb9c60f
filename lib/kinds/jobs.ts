/** Jobs: the openings on /careers/, each with a page of its own. */
import careersCopy from '@/content/copy/careers.yaml';
import { z } from 'zod';
import { cardFactKeys, isOpen, jobSummary, type JobSummary } from '@/lib/jobs';
import { buildDay } from '@/lib/dates';
import { describePage } from '@/lib/pages/kind';
import { paths } from '@/lib/paths';
import { clipText } from '@/lib/seo';
import { jobPostingLd, trail } from '@/lib/structured-data';
import {
  heading,
  isoDate,
  jobExperienceLevels,
  jobLocations,
  jobRoles,
  text,
  withDatesInOrder,
} from '@/lib/content/schemas';
import { define, type Entry } from '@/lib/content/collections/define';
import { defineKind } from './define';

export const jobSchema = withDatesInOrder(
  z.strictObject({
    title: heading('Job title', 'As candidates search for it, e.g. "Senior React Developer".', 60, 5),
    location: z.enum(jobLocations).meta({ title: 'Location' }),
    role: z.enum(jobRoles).meta({ title: 'Role' }),
    experience: z
      .enum(jobExperienceLevels)
      .meta({ title: 'Experience', description: 'The least experience the role needs.' }),
    summary: text('Summary', 'Two or three sentences shown on the careers list.', 80),
    employmentType: z
      .enum(['FULL_TIME', 'CONTRACTOR'])
      // The CMS offers each type by the name the site shows (content/copy/careers.yaml).
      .meta({ title: 'Employment type', labels: careersCopy.job.employmentTypes }),
    // Closing a job is a choice, not a date to back-date; the closing date still closes it on its own.
    status: z
      .enum(['open', 'closed'])
      .default('open')
      .meta({
        title: 'Status',
        description:
          'Closed takes the job off the careers list at the next publish; its page stays and says it is closed.',
        labels: { open: 'Open', closed: 'Closed' },
      }),
    datePosted: isoDate('Date posted', 'The day the job was published.'),
    validThrough: isoDate(
      'Applications close',
      'The last day applications are accepted; after it the job leaves the site.',
      { notBefore: 'datePosted', closes: true },
    ),
    responsibilities: z.array(text('Responsibility', 'One duty.')).min(3).meta({ title: 'Responsibilities' }),
    requirements: z.array(text('Requirement', 'One requirement.')).min(3).meta({ title: 'Requirements' }),
    offer: z.array(text('Benefit', 'One thing we offer.')).min(2).meta({ title: 'What we offer' }),
  }),
);
export type Job = Entry<typeof jobSchema>;

export const collection = define({
  name: 'jobs',
  page: paths.job,
  label: 'Jobs',
  labelSingular: 'Job',
  schema: jobSchema,
  summary: 'title',
  details: ['datePosted', 'status', 'location', 'validThrough'],
  sortBy: ['datePosted', 'validThrough', 'title'],
  description:
    'Open positions on /careers/. A job leaves the list when its Status is Closed, or the day after “Applications close”.',
  icon: 'work',
});

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
  search: { group: 'jobs', label: 'Jobs', order: 60 },
});
