import type { PageDescriptor } from '@/lib/kinds/descriptor';
import { EnterpriseGroupCard } from '@/components/services/EnterpriseGroupCard';
import { DetailHero } from '@/components/sections/DetailHero';
import { enterpriseGroups } from '@/lib/content';
import hub from '@/content/copy/enterprise-hub.yaml';
import servicePagesCopy from '@/content/copy/service-pages.yaml';
import { paths } from '@/lib/paths';
import { Section } from '@/components/ui/Section';
import { Paragraphs } from '@/components/ui/Paragraphs';
import { StudyClosing } from '@/components/sections/StudyClosing';
import closing from '@/content/copy/closing.yaml';

export function EnterpriseHubPage({ page }: { page: PageDescriptor }) {
  return (
    <>
      <DetailHero
        page={page}
        gradient="navy-sky"
        icon="building"
        action={{ label: servicePagesCopy.enterprise.heroAction, href: paths.contact }}
      />
      <Section title={hub.groupsHeading} titleClassName="sr-only" className="section" band>
        <Paragraphs items={hub.intro} className="max-w-4xl space-y-5 text-slate-700" />
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {enterpriseGroups.map((group) => (
            <EnterpriseGroupCard key={group.slug} group={group} />
          ))}
        </ul>
      </Section>
      <StudyClosing words={closing.enterprise} />
    </>
  );
}
