import { SiteLink } from '@/components/ui/SiteLink';
import { CaseStudyArt } from '@/components/case-studies/CaseStudyArt';
import { CaseStudySection } from '@/components/case-studies/CaseStudySection';
import { GradientHero } from '@/components/sections/GradientHero';
import { Icon } from '@/components/ui/Icon';
import { caseStudies } from '@/lib/content';
import { caseStudyPages } from '@/content/case-study-pages';
import { getService } from '@/lib/content';
import { caseStudyDetails, similarCaseStudies } from '@/lib/case-studies';
import { paths } from '@/lib/paths';
import type { CaseStudy } from '@/lib/content/schemas';
import type { PageDescriptor } from '@/lib/pages/kind';

const copy = caseStudyPages.detail;

export function CaseStudyPage({ study, page }: { study: CaseStudy; page: PageDescriptor }) {
  const service = getService(study.service);
  const details = caseStudyDetails(study);
  const facts = [
    { label: copy.facts.industry, value: study.industry },
    { label: copy.facts.service, value: service?.title ?? study.service, href: paths.service(study.service) },
    { label: copy.facts.client, value: details.client },
  ];
  return (
    <>
      <GradientHero
        title={study.title}
        description={study.description}
        gradient={study.gradient}
        eyebrow={copy.eyebrow}
        crumbs={page.crumbs}
        aside={<CaseStudyArt study={study} size="hero" />}
      >
        <dl className="mt-8 grid gap-4 sm:grid-cols-3">
          {facts.map((fact) => (
            <div key={fact.label} className="rounded-xl bg-white/10 p-4 ring-1 ring-white/20">
              <dt className="text-xs font-semibold tracking-wide text-white/80 uppercase">{fact.label}</dt>
              <dd className="mt-1 font-semibold text-white">
                {fact.href ? (
                  <SiteLink href={fact.href} className="underline-offset-4 hover:underline">
                    {fact.value}
                  </SiteLink>
                ) : (
                  fact.value
                )}
              </dd>
            </div>
          ))}
        </dl>
      </GradientHero>
      <div className="container-page section grid gap-12 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-12">
          <section aria-labelledby="challenge-heading">
            <h2 id="challenge-heading" className="text-2xl font-bold">
              {copy.headings.challenge}
            </h2>
            <p className="mt-4 text-lg leading-relaxed">{details.challenge}</p>
          </section>
          <section aria-labelledby="solution-heading">
            <h2 id="solution-heading" className="text-2xl font-bold">
              {copy.headings.solution}
            </h2>
            <p className="mt-4 text-lg leading-relaxed">{details.solution}</p>
          </section>
          <section aria-labelledby="results-heading">
            <h2 id="results-heading" className="text-2xl font-bold">
              {copy.headings.results}
            </h2>
            <ul className="mt-5 space-y-3">
              {details.results.map((result) => (
                <li key={result} className="flex gap-3 text-lg">
                  <Icon name="check" className="mt-1 h-5 w-5 shrink-0 text-emerald-700" />
                  <span>{result}</span>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <aside aria-labelledby="stack-heading" className="card h-fit">
          <h2 id="stack-heading" className="text-lg font-semibold">
            {copy.headings.techStack}
          </h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {details.techStack.map((tech) => (
              <li key={tech} className="rounded-full bg-slate-100 px-3 py-1.5 text-sm font-medium text-slate-800">
                {tech}
              </li>
            ))}
          </ul>
          <SiteLink href={paths.caseStudies} className="mt-8 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
            ← {copy.backLink}
          </SiteLink>
        </aside>
      </div>
      <CaseStudySection studies={similarCaseStudies(study, caseStudies, 3)} linkLabel={caseStudyPages.cardLink} title={copy.similarHeading} />
    </>
  );
}
