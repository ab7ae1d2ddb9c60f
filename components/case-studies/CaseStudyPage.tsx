import { CaseStudyArt } from '@/components/case-studies/CaseStudyArt';
import { CaseStudySection } from '@/components/case-studies/CaseStudySection';
import { DetailHero } from '@/components/sections/DetailHero';
import { BackLink } from '@/components/ui/BackLink';
import { Badge } from '@/components/ui/Badge';
import { FactList } from '@/components/ui/FactList';
import { IconList } from '@/components/ui/IconList';
import { Section } from '@/components/ui/Section';
import { SiteLink } from '@/components/ui/SiteLink';
import { caseStudiesCopy } from '@/lib/copy/case-studies';
import { caseStudyDetails, similarCaseStudies } from '@/lib/case-studies';
import { caseStudies, getService } from '@/lib/content';
import type { CaseStudy } from '@/lib/content/schemas';
import type { PageDescriptor } from '@/lib/pages/kind';
import { paths } from '@/lib/paths';

const copy = caseStudiesCopy.detail;

/** One case study: its headline result, the challenge, what we did, the results and the stack, then similar studies. */
export function CaseStudyPage({ study, page }: { study: CaseStudy; page: PageDescriptor }) {
  const service = getService(study.service);
  const details = caseStudyDetails(study);
  const facts = [
    { label: copy.facts.industry, value: study.industry },
    {
      label: copy.facts.service,
      value: (
        <SiteLink href={paths.service(study.service)} className="underline-offset-4 hover:underline">
          {service?.title ?? study.service}
        </SiteLink>
      ),
    },
    { label: copy.facts.client, value: details.client },
  ];
  return (
    <>
      <DetailHero
        page={page}
        gradient={study.gradient}
        eyebrow={copy.eyebrow}
        aside={<CaseStudyArt study={study} size="hero" />}
      >
        {study.headline ? (
          <p className="mt-8 flex flex-col border-l-4 border-quantum-400 pl-4">
            <span className="text-4xl font-bold tracking-tight text-white">{study.headline.figure}</span>
            <span className="mt-1 text-sm font-medium text-white/85">{study.headline.label}</span>
          </p>
        ) : null}
        <FactList facts={facts} variant="tiles" className="mt-8" />
      </DetailHero>
      <div className="container-page section grid gap-12 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-12">
          <Section title={copy.headings.challenge}>
            <p className="mt-4 text-lg leading-relaxed">{details.challenge}</p>
          </Section>
          <Section title={copy.headings.solution}>
            <p className="mt-4 text-lg leading-relaxed">{details.solution}</p>
          </Section>
          <Section title={copy.headings.results}>
            <IconList items={details.results} icon="check" look="large" iconColor="text-emerald-700" />
          </Section>
        </div>
        <Section
          as="aside"
          title={copy.headings.techStack}
          titleClassName="text-lg font-semibold"
          className="card h-fit"
        >
          <ul className="mt-4 flex flex-wrap gap-2">
            {details.techStack.map((tech) => (
              <li key={tech}>
                <Badge size="md" className="text-slate-800">
                  {tech}
                </Badge>
              </li>
            ))}
          </ul>
          <BackLink href={paths.caseStudies} label={copy.backLink} className="mt-8" />
        </Section>
      </div>
      <CaseStudySection
        studies={similarCaseStudies(study, caseStudies, 3)}
        linkLabel={caseStudiesCopy.cardLink}
        title={copy.similarHeading}
      />
    </>
  );
}
