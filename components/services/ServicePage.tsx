import { CardGrid } from '@/components/sections/CardGrid';
import { CaseStudySection } from '@/components/case-studies/CaseStudySection';
import { CtaBanner } from '@/components/sections/CtaBanner';
import { DetailHero } from '@/components/sections/DetailHero';
import { Section } from '@/components/ui/Section';
import ui from '@/content/copy/ui.yaml';
import { fill } from '@/lib/text/fill';
import { Testimonials } from '@/components/services/Testimonials';
import { caseStudies } from '@/lib/content';
import caseStudiesCopy from '@/content/copy/case-studies.yaml';
import servicePagesCopy from '@/content/copy/service-pages.yaml';
import { caseStudiesForService } from '@/lib/lists/case-studies';
import { StudyProof } from '@/components/sections/ClosingProof';
import { paths } from '@/lib/paths';
import type { Service } from '@/lib/content/collections/services';
import type { PageDescriptor } from '@/lib/kinds/descriptor';
import { Paragraphs } from '@/components/ui/Paragraphs';

const copy = servicePagesCopy.service;

export function ServicePage({ service, page }: { service: Service; page: PageDescriptor }) {
  const studies = caseStudiesForService(service, caseStudies);
  const lead = studies[0];
  return (
    <>
      <DetailHero
        page={page}
        gradient={service.gradient}
        icon={service.icon}
        action={{ label: copy.heroAction, href: paths.contact }}
        aside={
          // Beside the heading on large screens, a card of how the work runs and what it has
          // delivered; on a phone the steps wait for their own section below, but the result
          // stays in the hero, so proof comes within the first two screens.
          <div
            className={`${lead ? '' : 'hidden lg:block'} lg:rounded-2xl lg:bg-brand-950/35 lg:p-7 lg:ring-1 lg:ring-white/20 lg:backdrop-blur-sm`}
          >
            <aside aria-label={copy.processEyebrow} className="hidden lg:block">
              <p className="text-sm font-semibold tracking-wide text-white/90 uppercase">{copy.processEyebrow}</p>
              <ol className="mt-4 grid grid-cols-2 gap-3">
                {service.process.steps.map((step, i) => (
                  <li key={step.title} className="rounded-xl bg-white/10 px-4 py-3">
                    <span aria-hidden="true" className="block text-xs font-bold text-quantum-200">
                      {String(i + 1).padStart(2, '0')}
                    </span>
                    <span className="font-semibold text-white">{step.title}</span>
                  </li>
                ))}
              </ol>
            </aside>
            {lead ? (
              <div className="lg:mt-6">
                <StudyProof study={lead} />
              </div>
            ) : null}
          </div>
        }
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
      <Testimonials items={service.testimonials} title={copy.testimonialsHeading} />
      <CaseStudySection studies={studies} linkLabel={caseStudiesCopy.cardLink} />
      {/* The call to action after the proof: the studies a buyer reads before asking. */}
      <CtaBanner title={copy.cta.title} text={copy.cta.text} action={{ label: copy.cta.label, href: paths.contact }} />
    </>
  );
}
