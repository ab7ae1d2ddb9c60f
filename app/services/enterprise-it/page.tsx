import { EnterpriseGroupCard } from '@/components/services/EnterpriseGroupCard';
import { GradientHero } from '@/components/sections/GradientHero';
import { enterpriseGroups } from '@/lib/content';
import { enterpriseHubCopy as hub } from '@/lib/copy/enterprise-hub';
import { servicePagesCopy } from '@/lib/copy/service-pages';
import { paths } from '@/lib/paths';
import { pageMetadata } from '@/lib/seo';
import { serviceLd, trail } from '@/lib/structured-data';
import { JsonLd } from '@/components/seo/JsonLd';
import { Section } from '@/components/ui/Section';
import { Paragraphs } from '@/components/ui/Paragraphs';

export const metadata = pageMetadata({
  title: `${hub.title} | ${servicePagesCopy.index.title}`,
  description: hub.description,
  path: paths.enterpriseHub,
});

export default function EnterpriseHubPage() {
  return (
    <>
      <JsonLd data={serviceLd(hub, paths.enterpriseHub, hub.serviceType)} />
      <GradientHero
        title={hub.title}
        description={hub.description}
        gradient="navy-sky"
        icon="building"
        crumbs={trail(
          { label: servicePagesCopy.index.title, href: paths.services },
          { label: servicePagesCopy.enterprise.eyebrow, href: paths.enterpriseHub },
        )}
        action={{ label: servicePagesCopy.enterprise.heroAction, href: paths.contact }}
      />
      <Section title={hub.groupsHeading} titleHidden className="section">
        <div className="container-page">
          <Paragraphs items={hub.intro} className="max-w-4xl space-y-5 text-slate-700" />
          <ul className="mt-12 grid gap-6 md:grid-cols-2">
            {enterpriseGroups.map((group) => (
              <EnterpriseGroupCard key={group.slug} group={group} />
            ))}
          </ul>
        </div>
      </Section>
    </>
  );
}
