import { CardGrid } from '@/components/sections/CardGrid';
import { CaseStudySection } from '@/components/case-studies/CaseStudySection';
import { DetailHero } from '@/components/sections/DetailHero';
import { IconList } from '@/components/ui/IconList';
import { caseStudies } from '@/lib/content';
import caseStudiesCopy from '@/content/copy/case-studies.yaml';
import { getEnterpriseGroup } from '@/lib/content';
import servicePagesCopy from '@/content/copy/service-pages.yaml';
import { resolveCaseStudies } from '@/lib/lists/case-studies';
import { distinctIcons } from '@/lib/art/glyphs';
import { paths } from '@/lib/paths';
import type { EnterpriseService } from '@/lib/content/collections/enterprise-services';
import type { PageDescriptor } from '@/lib/kinds/descriptor';
import { Section } from '@/components/ui/Section';
import { FiguresProof } from '@/components/sections/ClosingProof';
import { CtaBanner } from '@/components/sections/CtaBanner';
import closing from '@/content/copy/closing.yaml';

const copy = servicePagesCopy.enterprise;

export function EnterpriseServicePage({ service, page }: { service: EnterpriseService; page: PageDescriptor }) {
  const group = getEnterpriseGroup(service.group);
  return (
    <>
      <DetailHero
        page={page}
        gradient={service.gradient}
        icon={service.icon}
        eyebrow={group?.title}
        action={{ label: copy.heroAction, href: paths.contact }}
      />
      <section aria-label={copy.overview} className="section">
        <div className="container-page max-w-4xl">
          {/* Rich text as elements: no HTML strings, so nothing can be injected. */}
          <div className="prose-content text-lg text-slate-700">
            {service.content.map((block, i) => (
              <block.type key={i}>
                {'text' in block ? block.text : block.items.map((item) => <li key={item}>{item}</li>)}
              </block.type>
            ))}
          </div>
        </div>
      </section>
      <Section title={copy.challengesHeading} className="section bg-slate-50" band>
        <IconList
          items={service.challenges}
          icon={distinctIcons(service.challenges.map((title) => ({ title })))}
          look="cards"
          iconColor="text-red-700"
        />
      </Section>
      <CardGrid title={copy.benefitsHeading} items={service.benefits} avoid={[service.icon]} columns={2} />
      <CardGrid title={copy.featuresHeading} items={service.features} avoid={[service.icon]} tinted />
      <CaseStudySection
        studies={resolveCaseStudies(service.relatedCaseStudies, caseStudies, 3)}
        linkLabel={caseStudiesCopy.relatedLink}
      />
      <CtaBanner
        title={closing.enterprise.title}
        text={closing.enterprise.text}
        action={{ label: closing.actions.contact, href: paths.contact }}
        proof={<FiguresProof />}
      />
    </>
  );
}
