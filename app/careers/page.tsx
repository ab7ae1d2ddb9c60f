import JobBrowser from '@/components/careers/JobBrowser';
import { JobCard } from '@/components/careers/JobCard';
import { PageHeader } from '@/components/sections/PageHeader';
import { jobs } from '@/lib/content';
import { careersPage } from '@/content/careers-page';
import { NoScriptNotice } from '@/components/ui/NoScriptNotice';
import { formsCopy } from '@/lib/copy/forms';
import { paths } from '@/lib/paths';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: careersPage.title,
  description: careersPage.description,
  path: paths.careers,
});

export default function CareersPage() {
  return (
    <>
      <PageHeader
        eyebrow={careersPage.title}
        path={paths.careers}
        title={careersPage.heading}
        intro={careersPage.intro}
      />
      <section aria-label={careersPage.listLabel} className="container-page pb-20">
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
