/** A job opening as its page lays it out (components/careers/JobPage.tsx), open or closed as of today. */
import { buttonStyles } from '@/components/ui/button';
import careersPage from '@/content/pages/careers.yaml';
import type { Job } from '@/lib/content/schemas';
import { dateProblem } from '@/lib/dates';
import { buildDay, isOpen } from '@/lib/jobs';
import { h } from '../react';
import { backLink, dateText, factList, fieldsOf, pageHeader, section, type PreviewProps } from './layout';

const copy = careersPage.job;

export function JobPreview(props: PreviewProps) {
  const job = fieldsOf<Job>(props);
  // A closing date still being typed is not judged yet: only a real one that has passed closes it.
  const closing = job.validThrough && !dateProblem(job.validThrough) ? job.validThrough : '9999-12-31';
  const open = isOpen({ validThrough: closing, status: job.status }, buildDay());
  const details = [
    { label: careersPage.facts.role, value: job.role },
    { label: careersPage.facts.location, value: job.location },
    { label: careersPage.facts.experience, value: job.experience },
    { label: careersPage.facts.employmentType, value: job.employmentType && copy.employmentTypes[job.employmentType] },
    { label: careersPage.facts.posted, value: dateText(job.datePosted) },
    { label: careersPage.facts.validThrough, value: dateText(job.validThrough) },
  ];
  const application = open
    ? h(
        'div',
        { className: 'mt-8 flex flex-wrap items-center gap-4' },
        h('span', { className: buttonStyles({ size: 'lg' }) }, careersPage.apply),
        h('p', { className: 'text-sm text-slate-600' }, copy.applyIntro),
      )
    : h(
        'div',
        {
          role: 'status',
          className: 'mt-8 max-w-2xl rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950',
        },
        h('h2', { className: 'text-lg font-semibold' }, copy.closed.title),
        h('p', { className: 'mt-2' }, `${copy.closed.text} ${dateText(job.validThrough)}. ${copy.closed.next}`),
        h(
          'p',
          { className: 'mt-3 inline-flex font-semibold text-brand-700 underline underline-offset-4' },
          copy.closed.link,
        ),
      );
  return h(
    'div',
    null,
    pageHeader({
      crumbs: [careersPage.title, job.title],
      eyebrow: copy.eyebrow,
      title: job.title,
      intro: job.summary,
      children: [application],
    }),
    h(
      'div',
      { className: 'container-page grid gap-10 pb-20 lg:grid-cols-[1fr_20rem]' },
      h(
        'div',
        { className: 'prose-content max-w-3xl text-lg text-slate-700' },
        ...(['responsibilities', 'requirements', 'offer'] as const).map((key) =>
          section(
            { title: copy.sections[key], titleClassName: '' },
            h('ul', null, ...(job[key] ?? []).map((item) => h('li', null, item))),
          ),
        ),
      ),
      section(
        {
          as: 'aside',
          title: copy.detailsHeading,
          titleClassName: 'text-lg font-semibold',
          className: 'card self-start lg:sticky lg:top-24',
        },
        factList(details, 'list', 'mt-4'),
        backLink(copy.back, 'mt-6'),
      ),
    ),
  );
}
