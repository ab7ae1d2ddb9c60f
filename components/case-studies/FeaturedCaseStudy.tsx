import { Badge } from '@/components/ui/Badge';
import { CardHeading } from '@/components/ui/CardHeading';
import { MoreLink } from '@/components/ui/MoreLink';
import { headlineFigure } from '@/lib/lists/case-studies';
import type { CaseStudy } from '@/lib/content/collections/case-studies';
import { paths } from '@/lib/paths';
import { CaseStudyArt } from './CaseStudyArt';

/**
 * One study across the width, its picture beside its words on large screens and its headline
 * result set large: the home page's featured study, and a list that holds a single study, which
 * as a lone card in a grid would stand beside empty columns.
 */
export function FeaturedCaseStudy({ study, linkLabel }: { study: CaseStudy; linkLabel: string }) {
  const href = paths.caseStudy(study.slug);
  return (
    <article className="card card-link mt-10 grid overflow-hidden p-0 lg:grid-cols-[1fr_1.2fr]">
      {/* Beside the text on large screens the art takes the card's height, not its card shape. */}
      <div className="lg:*:aspect-auto lg:*:h-full">
        <CaseStudyArt study={study} />
      </div>
      <div className="flex flex-col p-6 sm:p-8">
        <p className="flex flex-wrap gap-2">
          <Badge tone="quantum">{study.industry}</Badge>
        </p>
        <CardHeading href={href} className="mt-3 text-xl leading-snug font-semibold" linkClassName="hover:underline">
          {study.title}
        </CardHeading>
        <p className="mt-6 flex flex-col-reverse border-l-4 border-quantum-500 pl-4">
          <span className="mt-1 text-sm font-medium text-slate-600">{study.headline.label}</span>
          <span className="text-4xl font-bold tracking-tight text-brand-800">{headlineFigure(study.headline)}</span>
        </p>
        <p className="mt-6 flex-1 text-slate-600">{study.description}</p>
        <MoreLink href={href} label={linkLabel} about={study.title} />
      </div>
    </article>
  );
}
