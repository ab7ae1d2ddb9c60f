/** Jobs: the openings on /careers/ (the kind, its pages and list: lib/kinds/jobs.ts). */
import { z } from 'zod';
import careersCopy from '@/content/copy/careers.yaml';
import { paths } from '@/lib/paths';
import { heading, isoDate, jobExperienceLevels, jobLocations, jobRoles, text, withDatesInOrder } from '../schemas';
import { define, type Entry } from './define';

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

export const jobs = define({
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
  search: { group: 'jobs', label: 'Jobs', order: 60 },
});

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
