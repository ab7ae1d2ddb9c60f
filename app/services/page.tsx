import { SiteLink } from '@/components/ui/SiteLink';
import { EnterpriseGroupCard } from '@/components/services/EnterpriseGroupCard';
import { PageHeader } from '@/components/sections/PageHeader';
import { ServiceCard } from '@/components/services/ServiceCard';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { enterpriseGroups } from '@/lib/content';
import { enterpriseHub } from '@/content/enterprise-hub';
import { servicesIndex } from '@/content/service-pages';
import { services } from '@/lib/content';
import { paths } from '@/lib/paths';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({ title: servicesIndex.title, description: servicesIndex.description, path: paths.services });

export default function ServicesIndexPage() {
  return (
    <>
      <PageHeader eyebrow={servicesIndex.title} path={paths.services} title={servicesIndex.heading} intro={servicesIndex.intro} />
      <section aria-labelledby="core-heading" className="container-page pb-16">
        <SectionHeading id="core-heading" title={servicesIndex.mainHeading} />
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {services.map((service) => (
            <ServiceCard key={service.slug} service={service} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="enterprise-heading" className="section bg-slate-50">
        <div className="container-page">
          <SectionHeading id="enterprise-heading" title={servicesIndex.enterpriseHeading} intro={enterpriseHub.description} />
          <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
            {enterpriseGroups.map((group) => (
              <EnterpriseGroupCard key={group.slug} group={group} compact />
            ))}
          </ul>
          <SiteLink href={paths.enterpriseHub} className="mt-8 inline-block font-semibold text-brand-700 hover:underline">
            {enterpriseHub.title} {enterpriseHub.overviewLink}
          </SiteLink>
        </div>
      </section>
    </>
  );
}
