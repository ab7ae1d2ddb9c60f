import { CardGrid } from '@/components/sections/CardGrid';
import { CaseStudySection } from '@/components/case-studies/CaseStudySection';
import { CtaBanner } from '@/components/sections/CtaBanner';
import { DetailHero } from '@/components/sections/DetailHero';
import { ProcessSteps } from '@/components/services/ProcessSteps';
import { Testimonials } from '@/components/services/Testimonials';
import { caseStudies } from '@/lib/content';
import caseStudiesCopy from '@/content/pages/case-studies.yaml';
import servicePagesCopy from '@/content/pages/service-pages.yaml';
import { caseStudiesForService } from '@/lib/case-studies';
import { paths } from '@/lib/paths';
import type { Service } from '@/lib/content/schemas';
import type { PageDescriptor } from '@/lib/pages/kind';
import { Paragraphs } from '@/components/ui/Paragraphs';

const copy = servicePagesCopy.service;

export function ServicePage({ service, page }: { service: Service; page: PageDescriptor }) {
  return (
    <>
      <DetailHero
        page={page}
        gradient={service.gradient}
        icon={service.icon}
        action={{ label: copy.heroAction, href: paths.contact }}
      />
      <section aria-label={copy.introHeading} className="section">
        <Paragraphs items={service.intro} className="container-page max-w-4xl space-y-5 text-slate-700" />
      </section>
      <ProcessSteps eyebrow={copy.processEyebrow} title={service.process.title} steps={service.process.steps} />
      <CardGrid title={copy.featuresHeading} items={service.features} avoid={[service.icon]} />
      <CtaBanner title={copy.cta.title} text={copy.cta.text} action={{ label: copy.cta.label, href: paths.contact }} />
      <Testimonials items={service.testimonials} title={copy.testimonialsHeading} />
      <CaseStudySection studies={caseStudiesForService(service, caseStudies)} linkLabel={caseStudiesCopy.cardLink} />
    </>
  );
}
