import CaseStudyBrowser from '@/components/case-studies/CaseStudyBrowser';
import { CaseStudyCard } from '@/components/case-studies/CaseStudyCard';
import { PageHeader } from '@/components/sections/PageHeader';
import { caseStudies } from '@/lib/content';
import { caseStudiesCopy } from '@/lib/copy/case-studies';
import { NoScriptNotice } from '@/components/ui/NoScriptNotice';
import { formsCopy } from '@/lib/copy/forms';
import { getService, services } from '@/lib/content';
import { paths } from '@/lib/paths';
import { pageMetadata } from '@/lib/seo';

const copy = caseStudiesCopy.list;

export const metadata = pageMetadata({ title: copy.title, description: copy.description, path: paths.caseStudies });

export default function CaseStudiesPage() {
  return (
    <>
      <PageHeader eyebrow={copy.title} path={paths.caseStudies} title={copy.heading} intro={copy.intro} />
      <section aria-label={copy.sectionLabel} className="container-page pb-20">
        <NoScriptNotice text={formsCopy.noScript.filters} withContact={false} />
        <CaseStudyBrowser
          label={copy.filterLabel}
          allLabel={copy.all}
          noun={copy.noun}
          options={services.map((s) => ({ value: s.slug, label: s.title }))}
          items={caseStudies.map((study) => ({
            slug: study.slug,
            service: study.service,
            card: (
              <CaseStudyCard
                study={study}
                linkLabel={caseStudiesCopy.cardLink}
                serviceLabel={getService(study.service)?.title}
                headingLevel="h2"
              />
            ),
          }))}
        />
      </section>
    </>
  );
}
