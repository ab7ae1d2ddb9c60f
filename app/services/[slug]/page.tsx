import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CardGrid } from '@/components/sections/CardGrid';
import { CaseStudySection } from '@/components/case-studies/CaseStudySection';
import { CtaBanner } from '@/components/sections/CtaBanner';
import { GradientHero } from '@/components/sections/GradientHero';
import { ProcessSteps } from '@/components/services/ProcessSteps';
import { Testimonials } from '@/components/services/Testimonials';
import { caseStudies } from '@/lib/content';
import { caseStudyPages } from '@/content/case-study-pages';
import { servicePage, servicesIndex } from '@/content/service-pages';
import { getService, services } from '@/lib/content';
import { caseStudiesForService } from '@/lib/case-studies';
import { paths } from '@/lib/paths';
import { pageMetadata } from '@/lib/seo';
import { serviceLd, trail } from '@/lib/structured-data';
import { JsonLd } from '@/components/seo/JsonLd';

export const dynamicParams = false;

export function generateStaticParams() {
  return services.map((s) => ({ slug: s.slug }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const service = getService((await params).slug);
  if (!service) return {};
  return pageMetadata({ title: `${service.title} | Services`, description: service.description, path: paths.service(service.slug) });
}

export default async function ServicePage({ params }: Props) {
  const service = getService((await params).slug);
  if (!service) notFound();
  return (
    <>
      <JsonLd data={serviceLd(service, paths.service(service.slug), service.title)} />
      <GradientHero
        title={service.title}
        description={service.description}
        gradient={service.gradient}
        icon={service.icon}
        crumbs={trail({ label: servicesIndex.title, href: paths.services }, { label: service.title, href: paths.service(service.slug) })}
        action={{ label: servicePage.heroAction, href: paths.contact }}
      />
      <section aria-label={servicePage.introHeading} className="section">
        <div className="container-page max-w-4xl space-y-5 text-lg leading-relaxed text-slate-700">
          {service.intro.map((p) => (
            <p key={p.slice(0, 40)}>{p}</p>
          ))}
        </div>
      </section>
      <ProcessSteps eyebrow={servicePage.processEyebrow} title={service.process.title} steps={service.process.steps} />
      <CardGrid id="features-heading" title={servicePage.featuresHeading} items={service.features} icon={service.icon} />
      <CtaBanner title={servicePage.cta.title} text={servicePage.cta.text} action={{ label: servicePage.cta.label, href: paths.contact }} />
      <Testimonials items={service.testimonials} title={servicePage.testimonialsHeading} />
      <CaseStudySection studies={caseStudiesForService(service, caseStudies)} linkLabel={caseStudyPages.cardLink} />
    </>
  );
}
