import ApplyButton from '@/components/careers/ApplyButton';
import { PageHeader } from '@/components/sections/PageHeader';
import { NoScriptNotice } from '@/components/ui/NoScriptNotice';
import { SiteLink } from '@/components/ui/SiteLink';
import { BackLink } from '@/components/ui/BackLink';
import { Pairs } from '@/components/ui/Pairs';
import { Section } from '@/components/ui/Section';
import careersCopy from '@/content/copy/careers.yaml';
import formsCopy from '@/content/copy/forms.yaml';
import { formatDate, buildDay } from '@/lib/text/dates';
import { paths } from '@/lib/paths';
import type { Job } from '@/lib/content/collections/jobs';
import type { PageDescriptor } from '@/lib/kinds/descriptor';
import { isListed } from '@/lib/kinds/jobs';
import { closedOn } from '@/lib/content/collections/jobs';
import { jobFacts } from '@/lib/content/job-facts';
import { CtaBanner, closingButton } from '@/components/sections/CtaBanner';
import closing from '@/content/copy/closing.yaml';
import { ApplyOpener } from './ApplyDialog';
import { CvClosing } from './CvClosing';

const copy = careersCopy.job;
const facts = careersCopy.facts;

/** One opening; a closed one says so in place of the application, with the day it closed once that is past. */
export function JobPage({ job, page }: { job: Job; page: PageDescriptor }) {
  const open = isListed(job);
  const closed = closedOn(job, buildDay());
  const details = [
    ...jobFacts.map(({ key }) => ({ label: facts[key], value: job[key] })),
    { label: facts.employmentType, value: copy.employmentTypes[job.employmentType] },
    { label: facts.posted, value: <time dateTime={job.datePosted}>{formatDate(job.datePosted)}</time> },
    {
      label: facts.validThrough,
      value: <time dateTime={job.validThrough}>{formatDate(job.validThrough)}</time>,
    },
  ];
  return (
    <>
      <PageHeader page={page} eyebrow={copy.eyebrow} title={job.title} intro={job.summary}>
        {open ? (
          <>
            <div className="mt-8 flex flex-wrap items-center gap-4">
              <ApplyButton jobTitle={job.title} label={careersCopy.apply} />
              <p className="text-sm text-slate-600">{copy.applyIntro}</p>
            </div>
            <NoScriptNotice text={formsCopy.noScript.careers} />
          </>
        ) : (
          <div
            role="status"
            className="mt-8 max-w-2xl rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950"
          >
            <h2 className="text-lg font-semibold">{copy.closed.title}</h2>
            <p className="mt-2">
              {closed ? (
                <>
                  {copy.closed.text} <time dateTime={closed}>{formatDate(closed)}</time>.{' '}
                </>
              ) : null}
              {copy.closed.next}
            </p>
            <SiteLink
              href={paths.careers}
              className="mt-3 inline-flex font-semibold text-brand-700 underline underline-offset-4"
            >
              {copy.closed.link}
            </SiteLink>
          </div>
        )}
      </PageHeader>
      <div className="container-page grid gap-10 pb-20 lg:grid-cols-[1fr_20rem]">
        <div className="prose-content max-w-3xl text-lg text-slate-700">
          {(['responsibilities', 'requirements', 'offer'] as const).map((key) => (
            <Section key={key} title={copy.sections[key]} titleClassName="">
              <ul>
                {job[key].map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </Section>
          ))}
        </div>
        <Section
          as="aside"
          title={copy.detailsHeading}
          titleClassName="text-lg font-semibold"
          className="card self-start lg:sticky lg:top-24"
        >
          <Pairs pairs={details} look="facts" className="mt-4" />
          <BackLink href={paths.careers} label={copy.back} className="mt-6" />
        </Section>
      </div>
      {/* The page ends where a reader finishes it: on the same form as the Apply Now at the top. */}
      {open ? (
        <CtaBanner
          title={closing.job.title}
          text={closing.job.text}
          action={
            <ApplyOpener job={job.title} className={closingButton}>
              {careersCopy.apply}
            </ApplyOpener>
          }
        />
      ) : (
        <CvClosing />
      )}
    </>
  );
}
