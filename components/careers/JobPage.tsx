import ApplyButton from '@/components/careers/ApplyButton';
import { PageHeader } from '@/components/sections/PageHeader';
import { JsonLd } from '@/components/seo/JsonLd';
import { NoScriptNotice } from '@/components/ui/NoScriptNotice';
import { SiteLink } from '@/components/ui/SiteLink';
import { careersPage } from '@/content/careers-page';
import { noScript } from '@/content/forms';
import { formatDate } from '@/lib/blog';
import { paths } from '@/lib/paths';
import type { Job } from '@/lib/content/schemas';
import type { PageDescriptor } from '@/lib/pages/kind';

const copy = careersPage.job;

/** One opening; a closed one (past its validThrough) says so in place of the application. */
export function JobPage({ job, page }: { job: Job; page: PageDescriptor }) {
  const open = page.indexable;
  const details = [
    { label: copy.details.role, value: job.role },
    { label: copy.details.location, value: job.location },
    { label: copy.details.experience, value: job.experience },
    { label: copy.details.employmentType, value: copy.employmentTypes[job.employmentType] },
    { label: copy.details.posted, value: formatDate(job.datePosted), date: job.datePosted },
    { label: copy.details.validThrough, value: formatDate(job.validThrough), date: job.validThrough },
  ];
  const sections = (['responsibilities', 'requirements', 'offer'] as const).map((key) => ({ key, heading: copy.sections[key], items: job[key] }));
  return (
    <>
      <JsonLd data={page.jsonLd} />
      <PageHeader eyebrow={copy.eyebrow} path={paths.job(job.slug)} title={job.title} intro={job.summary} crumbs={page.crumbs}>
        {open ? (
          <>
            <div className="mt-8 flex flex-wrap items-center gap-4">
              <ApplyButton jobTitle={job.title} label={careersPage.apply} />
              <p className="text-sm text-slate-600">{copy.applyIntro}</p>
            </div>
            <NoScriptNotice text={noScript.careers} />
          </>
        ) : (
          <div role="status" className="mt-8 max-w-2xl rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
            <h2 className="text-lg font-semibold">{copy.closed.title}</h2>
            <p className="mt-2">
              {copy.closed.text} <time dateTime={job.validThrough}>{formatDate(job.validThrough)}</time>. {copy.closed.next}
            </p>
            <SiteLink href={paths.careers} className="mt-3 inline-flex font-semibold text-brand-700 underline underline-offset-4">
              {copy.closed.link}
            </SiteLink>
          </div>
        )}
      </PageHeader>
      <div className="container-page grid gap-10 pb-20 lg:grid-cols-[1fr_20rem]">
        <div className="prose-content max-w-3xl text-lg text-slate-700">
          {sections.map((section) => (
            <section key={section.key} aria-labelledby={`${section.key}-heading`}>
              <h2 id={`${section.key}-heading`}>{section.heading}</h2>
              <ul>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <aside aria-labelledby="details-heading" className="card self-start lg:sticky lg:top-24">
          <h2 id="details-heading" className="text-lg font-semibold">
            {copy.detailsHeading}
          </h2>
          <dl className="mt-4 space-y-3 text-sm">
            {details.map((detail) => (
              <div key={detail.label}>
                <dt className="text-slate-600">{detail.label}</dt>
                <dd className="font-medium text-slate-900">{detail.date ? <time dateTime={detail.date}>{detail.value}</time> : detail.value}</dd>
              </div>
            ))}
          </dl>
          <SiteLink href={paths.careers} className="mt-6 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
            ← {copy.back}
          </SiteLink>
        </aside>
      </div>
    </>
  );
}
