import { CaseStudyArt } from '@/components/case-studies/CaseStudyArt';
import { CaseStudySection } from '@/components/case-studies/CaseStudySection';
import { CtaBanner } from '@/components/sections/CtaBanner';
import { DetailHero } from '@/components/sections/DetailHero';
import { BackLink } from '@/components/ui/BackLink';
import { Badge } from '@/components/ui/Badge';
import { Pairs } from '@/components/ui/Pairs';
import { IconList } from '@/components/ui/IconList';
import { Section } from '@/components/ui/Section';
import { SiteLink } from '@/components/ui/SiteLink';
import { HeadlineResult } from '@/components/sections/ClosingProof';
import caseStudiesCopy from '@/content/copy/case-studies.yaml';
import { caseStudyDetails, similarCaseStudies } from '@/lib/lists/case-studies';
import { caseStudies, getService } from '@/lib/content';
import type { CaseStudy } from '@/lib/content/collections/case-studies';
import type { PageDescriptor } from '@/lib/kinds/descriptor';
import { paths } from '@/lib/paths';

const copy = caseStudiesCopy.detail;

export function CaseStudyPage({ study, page }: { study: CaseStudy; page: PageDescriptor }) {
  const service = getService(study.service);
  const details = caseStudyDetails(study);
  const similar = similarCaseStudies(study, caseStudies);
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
        {/* The headline figure, under the description so a buyer meets it before anything else. */}
        <Section
          title={copy.resultLabel}
          titleClassName="text-xs font-semibold tracking-wide text-quantum-200 uppercase"
          className="mt-8 rounded-r-2xl border-l-4 border-quantum-400 bg-brand-950/40 px-5 py-4 sm:px-6"
        >
          <div className="mt-2">
            <HeadlineResult study={study} figureClassName="text-4xl sm:text-5xl" labelClassName="text-white/90" />
          </div>
        </Section>
        <Pairs pairs={facts} look="tiles" className="mt-8" />
      </DetailHero>
      <div className="container-page section grid gap-12 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-12">
          {details.challenge ? (
            <Section title={copy.headings.challenge}>
              <p className="mt-4 text-lg leading-relaxed">{details.challenge}</p>
            </Section>
          ) : null}
          {details.solution ? (
            <Section title={copy.headings.solution}>
              <p className="mt-4 text-lg leading-relaxed">{details.solution}</p>
            </Section>
          ) : null}
          {details.results ? (
            <Section title={copy.headings.results}>
              <IconList items={details.results} icon="check" look="large" iconColor="text-emerald-700" />
            </Section>
          ) : null}
          {/* The spec's placeholder text for the parts the study lacks, under none of their headings. */}
          {details.pending.length ? (
            <div className="card space-y-3 text-lg leading-relaxed text-slate-700">
              {details.pending.map((line) => (
                <p key={line}>{line}</p>
              ))}
            </div>
          ) : null}
        </div>
        <div className="h-fit space-y-8">
          {details.techStack ? (
            <Section as="aside" title={copy.headings.techStack} titleClassName="text-lg font-semibold" className="card">
              <ul className="mt-4 flex flex-wrap gap-2">
                {details.techStack.map((tech) => (
                  <li key={tech}>
                    <Badge size="md" className="text-slate-800">
                      {tech}
                    </Badge>
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}
          <BackLink href={paths.caseStudies} label={copy.backLink} />
        </div>
      </div>
      {/* The client's own words, after the write-up they vouch for. */}
      {study.quote ? (
        <Section title={copy.quoteHeading} titleClassName="eyebrow" className="container-page pb-16 sm:pb-20">
          <figure className="mt-4 max-w-4xl border-l-4 border-quantum-500 pl-6">
            <blockquote className="text-xl leading-relaxed font-medium text-slate-800 sm:text-2xl">
              <p>“{study.quote.text}”</p>
            </blockquote>
            <figcaption className="mt-5">
              <span className="block font-semibold text-slate-900">{study.quote.person}</span>
              <span className="block text-sm text-slate-600">
                {study.quote.role}, {details.client}
              </span>
            </figcaption>
          </figure>
        </Section>
      ) : null}
      <CaseStudySection
        studies={similar}
        linkLabel={caseStudiesCopy.cardLink}
        title={similar.length === 1 ? copy.similarOneHeading : copy.similarHeading}
      />
      {/* After the similar studies, so the page ends on its next step rather than on a card. */}
      <CtaBanner title={copy.cta.title} text={copy.cta.text} action={{ label: copy.cta.label, href: paths.contact }} />
    </>
  );
}
