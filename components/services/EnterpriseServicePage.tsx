import { CardGrid } from '@/components/sections/CardGrid';
import { CaseStudySection } from '@/components/case-studies/CaseStudySection';
import { DetailHero } from '@/components/sections/DetailHero';
import { RichText } from '@/components/sections/RichText';
import { IconList } from '@/components/ui/IconList';
import { caseStudies } from '@/lib/content';
import { caseStudyPages } from '@/content/case-study-pages';
import { getEnterpriseGroup } from '@/lib/content';
import { enterprisePage } from '@/content/service-pages';
import { resolveCaseStudies } from '@/lib/case-studies';
import { paths } from '@/lib/paths';
import type { EnterpriseService } from '@/lib/content/schemas';
import type { PageDescriptor } from '@/lib/pages/kind';
import { Section } from '@/components/ui/Section';

export function EnterpriseServicePage({ service, page }: { service: EnterpriseService; page: PageDescriptor }) {
  const group = getEnterpriseGroup(service.group);
  return (
    <>
      <DetailHero
        page={page}
        gradient={service.gradient}
        icon={service.icon}
        eyebrow={group?.title}
        action={{ label: enterprisePage.heroAction, href: paths.contact }}
      />
      <section aria-label={enterprisePage.overview} className="section">
        <div className="container-page max-w-4xl">
          <RichText blocks={service.content} />
        </div>
      </section>
      <Section title={enterprisePage.challengesHeading} className="section bg-slate-50" inner="container-page">
        <IconList items={service.challenges} icon="target" look="cards" iconColor="text-red-700" />
      </Section>
      <CardGrid title={enterprisePage.benefitsHeading} items={service.benefits} icon="trending-up" columns={2} />
      <CardGrid title={enterprisePage.featuresHeading} items={service.features} icon={service.icon} tinted />
      <CaseStudySection
        studies={resolveCaseStudies(service.relatedCaseStudies, caseStudies, 3)}
        linkLabel={caseStudyPages.relatedLink}
      />
    </>
  );
}
