/**
 * @jest-environment node
 *
 * A job's page lists every fact lib/lists/jobs.ts declares, so a new fact needs no test of its own. A
 * closed job's page gives the day it closed only when that is its closing date, past.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import careersCopy from '@/content/copy/careers.yaml';
import { allJobs } from '@/lib/content';
import { formatDate, buildDay } from '@/lib/text/dates';
import { describeJob } from '@/lib/kinds/jobs';
import { jobFacts } from '@/lib/content/job-facts';
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

it('lists every fact of lib/lists/jobs.ts by its label, filters or not', () => {
  const job = allJobs[0]!;
  const text = renderToStaticMarkup(<JobPage job={job} page={describeJob(job)} />).replace(/<[^>]+>/g, '|');
  for (const { key } of jobFacts) expect(text).toContain(`|${careersCopy.facts[key]}||${job[key]}|`);
});
