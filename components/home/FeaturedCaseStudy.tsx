import { CaseStudyArt } from '@/components/case-studies/CaseStudyArt';
import { Badge } from '@/components/ui/Badge';
import { CardTitle } from '@/components/ui/CardTitle';
import { MoreLink } from '@/components/ui/MoreLink';
import { displayHeading, Section } from '@/components/ui/Section';
import { getCaseStudy } from '@/lib/content';
import caseStudiesCopy from '@/content/pages/case-studies.yaml';
import { headlineFigure } from '@/lib/case-studies';
import home from '@/content/pages/home.yaml';
import { paths } from '@/lib/paths';

/** One case study led by its headline result; the content check ensures it exists. */
export function FeaturedCaseStudy() {
  const { featured } = home;
  const study = getCaseStudy(featured.caseStudy)!;
  const { headline } = study;
  const href = paths.caseStudy(study.slug);
  return (
    <Section {...displayHeading(featured)} className="section" band>
      <article className="card card-link mt-10 grid overflow-hidden p-0 lg:grid-cols-[1fr_1.2fr]">
        {/* Beside the text on large screens the art takes the card's height, not its card shape. */}
        <div className="lg:*:aspect-auto lg:*:h-full">
          <CaseStudyArt study={study} />
        </div>
        <div className="flex flex-col p-6 sm:p-8">
          <p className="flex flex-wrap gap-2">
            <Badge tone="quantum">{study.industry}</Badge>
          </p>
          <CardTitle href={href} className="text-xl">
            {study.title}
          </CardTitle>
          <p className="mt-6 flex flex-col-reverse border-l-4 border-quantum-500 pl-4">
            <span className="mt-1 text-sm font-medium text-slate-600">{headline.label}</span>
            <span className="text-4xl font-bold tracking-tight text-brand-800">{headlineFigure(headline)}</span>
          </p>
          <p className="mt-6 flex-1 text-slate-600">{study.description}</p>
          <MoreLink href={href} label={caseStudiesCopy.relatedLink} about={study.title} />
        </div>
      </article>
    </Section>
  );
}
