import { CardGrid } from '@/components/sections/CardGrid';
import { CaseStudySection } from '@/components/case-studies/CaseStudySection';
import { CtaBanner } from '@/components/sections/CtaBanner';
import { DetailHero } from '@/components/sections/DetailHero';
import { ProcessSteps } from '@/components/services/ProcessSteps';
import { Testimonials } from '@/components/services/Testimonials';
import { caseStudies } from '@/lib/content';
import { caseStudyPages } from '@/content/case-study-pages';
import { servicePage } from '@/content/service-pages';
import { caseStudiesForService } from '@/lib/case-studies';
import { paths } from '@/lib/paths';
import type { Service } from '@/lib/content/schemas';
import type { PageDescriptor } from '@/lib/pages/kind';
import { Paragraphs } from '@/components/ui/Paragraphs';

export function ServicePage({ service, page }: { service: Service; page: PageDescriptor }) {
  return (
    <>
      <DetailHero
        page={page}
        gradient={service.gradient}
        icon={service.icon}
        action={{ label: servicePage.heroAction, href: paths.contact }}
      />
      <section aria-label={servicePage.introHeading} className="section">
        <Paragraphs items={service.intro} className="container-page max-w-4xl space-y-5 text-slate-700" />
      </section>
      <ProcessSteps eyebrow={servicePage.processEyebrow} title={service.process.title} steps={service.process.steps} />
      <CardGrid title={servicePage.featuresHeading} items={service.features} icon={service.icon} />
      <CtaBanner
        title={servicePage.cta.title}
        text={servicePage.cta.text}
        action={{ label: servicePage.cta.label, href: paths.contact }}
      />
      <Testimonials items={service.testimonials} title={servicePage.testimonialsHeading} />
      <CaseStudySection studies={caseStudiesForService(service, caseStudies)} linkLabel={caseStudyPages.cardLink} />
    </>
  );
}
