import { CardGrid } from '@/components/sections/CardGrid';
import { CaseStudySection } from '@/components/case-studies/CaseStudySection';
import { CtaBanner } from '@/components/sections/CtaBanner';
import { DetailHero } from '@/components/sections/DetailHero';
import { Section } from '@/components/ui/Section';
import ui from '@/content/copy/ui.yaml';
import { fill } from '@/lib/fill';
import { Testimonials } from '@/components/services/Testimonials';
import { caseStudies } from '@/lib/content';
import caseStudiesCopy from '@/content/copy/case-studies.yaml';
import servicePagesCopy from '@/content/copy/service-pages.yaml';
import { caseStudiesForService } from '@/lib/case-studies';
import { paths } from '@/lib/paths';
import type { Service } from '@/lib/content/collections/services';
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
      <Section eyebrow={copy.processEyebrow} title={service.process.title} className="section bg-slate-50" band>
        <ol className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {service.process.steps.map((step, i) => (
            <li key={step.title} className="card relative">
              <span aria-hidden="true" className="text-sm font-bold text-quantum-700">
                {String(i + 1).padStart(2, '0')}
              </span>
              <h3 className="mt-2 text-lg font-semibold">
                <span className="sr-only">{fill(ui.step, { n: i + 1 })} </span>
                {step.title}
              </h3>
              <p className="mt-2 leading-relaxed text-slate-600">{step.description}</p>
            </li>
          ))}
        </ol>
      </Section>
      <CardGrid title={copy.featuresHeading} items={service.features} avoid={[service.icon]} />
      <CtaBanner title={copy.cta.title} text={copy.cta.text} action={{ label: copy.cta.label, href: paths.contact }} />
      <Testimonials items={service.testimonials} title={copy.testimonialsHeading} />
      <CaseStudySection studies={caseStudiesForService(service, caseStudies)} linkLabel={caseStudiesCopy.cardLink} />
    </>
  );
}
