import { CardHeading } from '@/components/ui/CardHeading';
import { Icon } from '@/components/ui/Icon';
import careersCopy from '@/content/copy/careers.yaml';
import { formatDate } from '@/lib/text/dates';
import { paths } from '@/lib/paths';
import { cardFactKeys, jobCardFacts, type JobSummary } from '@/lib/lists/jobs';

/**
 * The body of a job card, its title linking to the job's page; the careers island adds the 'Apply
 * Now' action. The island renders it from the page's openings and, once filtered, from the list's JSON.
 */
export function JobCard({ job }: { job: JobSummary }) {
  return (
    <>
      <CardHeading
        as="h2"
        href={paths.job(job.slug)}
        className="text-xl font-semibold"
        linkClassName="text-slate-900 underline-offset-4 hover:underline"
      >
        {job.title}
      </CardHeading>
      <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700">
        {cardFactKeys.map((key) => (
          <div key={key} className="flex items-center gap-1.5">
            <dt>
              <Icon name={jobCardFacts[key]} className="h-4 w-4 text-brand-700" />
              <span className="sr-only">{careersCopy.facts[key]}</span>
            </dt>
            <dd>{job[key]}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 leading-relaxed text-slate-600">{job.summary}</p>
      <p className="mt-3 text-xs text-slate-600">
        {careersCopy.facts.posted} <time dateTime={job.datePosted}>{formatDate(job.datePosted)}</time>
      </p>
    </>
  );
}
