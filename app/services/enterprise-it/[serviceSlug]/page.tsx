import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CardGrid } from '@/components/sections/CardGrid';
import { CaseStudySection } from '@/components/case-studies/CaseStudySection';
import { GradientHero } from '@/components/sections/GradientHero';
import { RichText } from '@/components/sections/RichText';
import { Icon } from '@/components/ui/Icon';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { caseStudies } from '@/lib/content';
import { caseStudyPages } from '@/content/case-study-pages';
import { enterpriseServices, getEnterpriseGroup, getEnterpriseService } from '@/lib/content';
import { enterprisePage } from '@/content/service-pages';
import { resolveCaseStudies } from '@/lib/case-studies';
import { paths } from '@/lib/paths';
import { pageMetadata } from '@/lib/seo';
import { serviceLd, trail } from '@/lib/structured-data';
import { JsonLd } from '@/components/seo/JsonLd';

export const dynamicParams = false;

export function generateStaticParams() {
  return enterpriseServices.map((s) => ({ serviceSlug: s.slug }));
}

type Props = { params: Promise<{ serviceSlug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const service = getEnterpriseService((await params).serviceSlug);
  if (!service) return {};
  return pageMetadata({ title: `${service.title} | Services`, description: service.description, path: paths.enterpriseService(service.slug) });
}

export default async function EnterpriseServicePage({ params }: Props) {
  const service = getEnterpriseService((await params).serviceSlug);
  if (!service) notFound();
  const group = getEnterpriseGroup(service.group);
  return (
    <>
      <JsonLd data={serviceLd(service, paths.enterpriseService(service.slug), group?.title ?? 'Enterprise IT')} />
      <GradientHero
        title={service.title}
        description={service.description}
        gradient={service.gradient}
        icon={service.icon}
        eyebrow={group?.title}
        crumbs={trail({ label: enterprisePage.eyebrow, href: paths.enterpriseHub }, { label: service.title, href: paths.enterpriseService(service.slug) })}
        action={{ label: enterprisePage.heroAction, href: paths.contact }}
      />
      <section aria-label={enterprisePage.overview} className="section">
        <div className="container-page max-w-4xl">
          <RichText blocks={service.content} />
        </div>
      </section>
      <section aria-labelledby="challenges-heading" className="section bg-slate-50">
        <div className="container-page">
          <SectionHeading id="challenges-heading" title={enterprisePage.challengesHeading} />
          <ul className="mt-10 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {service.challenges.map((challenge) => (
              <li key={challenge} className="card flex gap-3">
                <Icon name="target" className="h-5 w-5 shrink-0 text-red-700" />
                <span>{challenge}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CardGrid id="benefits-heading" title={enterprisePage.benefitsHeading} items={service.benefits} icon="trending-up" columns={2} />
      <CardGrid id="capabilities-heading" title={enterprisePage.featuresHeading} items={service.features} icon={service.icon} tinted />
      <CaseStudySection studies={resolveCaseStudies(service.relatedCaseStudies, caseStudies, 3)} linkLabel={caseStudyPages.relatedLink} />
    </>
  );
}
