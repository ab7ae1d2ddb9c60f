/**
 * @jest-environment node
 *
 * A closed job's page says it is closed, and states the day it closed only when that day is its
 * closing date, past: a job an editor closes today, whose closing date is still ahead, did not
 * close "on" that date.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import careersCopy from '@/content/copy/careers.yaml';
import { allJobs } from '@/lib/content';
import { formatDate, buildDay } from '@/lib/dates';
import { describeJob } from '@/lib/kinds/jobs';
import { JobPage } from './JobPage';

const closedNotice = (job: (typeof allJobs)[number]) => {
  const html = renderToStaticMarkup(<JobPage job={job} page={describeJob(job)} />);
  return /<div role="status"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '');
};

it('states the closing date of a job past it', () => {
  const past = allJobs.find((job) => job.validThrough < buildDay())!;
  expect(closedNotice(past)).toContain(`${careersCopy.job.closed.text} ${formatDate(past.validThrough)}.`);
});

it('states no date for a job its editor closed before its closing date', () => {
  const open = allJobs.find((job) => job.validThrough > buildDay())!;
  const notice = closedNotice({ ...open, status: 'closed' });
  expect(notice).toContain(careersCopy.job.closed.title);
  expect(notice).toContain(careersCopy.job.closed.next);
  expect(notice).not.toContain(careersCopy.job.closed.text);
  expect(notice).not.toContain(formatDate(open.validThrough));
});
