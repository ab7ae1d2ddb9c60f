import JobBrowser from '@/components/careers/JobBrowser';
import { JobCard } from '@/components/careers/JobCard';
import { PageHeader } from '@/components/sections/PageHeader';
import { jobs } from '@/lib/content';
import { careersCopy as copy } from '@/lib/copy/careers';
import { NoScriptNotice } from '@/components/ui/NoScriptNotice';
import { formsCopy } from '@/lib/copy/forms';
import { paths } from '@/lib/paths';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: copy.title,
  description: copy.description,
  path: paths.careers,
});

export default function CareersPage() {
  return (
    <>
      <PageHeader eyebrow={copy.title} path={paths.careers} title={copy.heading} intro={copy.intro} />
      <section aria-label={copy.listLabel} className="container-page pb-20">
        <NoScriptNotice text={formsCopy.noScript.careers} />
        <JobBrowser
          items={jobs.map((job) => ({
            slug: job.slug,
            title: job.title,
            role: job.role,
            location: job.location,
            experience: job.experience,
            card: <JobCard job={job} />,
          }))}
        />
      </section>
    </>
  );
}
