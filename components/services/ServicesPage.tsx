import type { PageDescriptor } from '@/lib/kinds/descriptor';
import { SiteLink } from '@/components/ui/SiteLink';
import { EnterpriseGroupCard } from '@/components/services/EnterpriseGroupCard';
import { PageHeader } from '@/components/sections/PageHeader';
import { ServiceCard } from '@/components/services/ServiceCard';
import { enterpriseGroups } from '@/lib/content';
import hub from '@/content/copy/enterprise-hub.yaml';
import { fill } from '@/lib/text/fill';
import servicePagesCopy from '@/content/copy/service-pages.yaml';
import { services } from '@/lib/content';
import { paths } from '@/lib/paths';
import { Section } from '@/components/ui/Section';
import { CtaBanner } from '@/components/sections/CtaBanner';
import closing from '@/content/copy/closing.yaml';

const copy = servicePagesCopy.index;

export function ServicesPage({ page }: { page: PageDescriptor }) {
  return (
    <>
      <PageHeader page={page} eyebrow={copy.title} title={copy.heading} intro={copy.intro} />
      <Section title={copy.mainHeading} className="pb-16" band>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {services.map((service) => (
            <ServiceCard key={service.slug} service={service} />
          ))}
        </ul>
      </Section>
      <Section title={copy.enterpriseHeading} intro={hub.description} className="section bg-slate-50" band>
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {enterpriseGroups.map((group) => (
            <EnterpriseGroupCard key={group.slug} group={group} compact />
          ))}
        </ul>
        <SiteLink href={paths.enterpriseHub} className="mt-8 inline-block font-semibold text-brand-700 hover:underline">
          {fill(hub.overviewLink, { title: hub.title })}
        </SiteLink>
      </Section>
      <CtaBanner
        title={closing.services.title}
        text={closing.services.text}
        action={{ label: closing.actions.contact, href: paths.contact }}
      />
    </>
  );
}
