import { Badge } from '@/components/ui/Badge';
import { MediaCard } from '@/components/ui/MediaCard';
import { headlineFigure, type CaseStudySummary } from '@/lib/lists/case-studies';
import { paths } from '@/lib/paths';
import { CaseStudyArt } from './CaseStudyArt';

interface Props {
  study: CaseStudySummary;
  linkLabel: string;
  serviceLabel?: string;
  headingLevel?: 'h2' | 'h3';
}

export function CaseStudyCard({ study, linkLabel, serviceLabel, headingLevel = 'h3' }: Props) {
  return (
    <MediaCard
      media={<CaseStudyArt study={study} />}
      meta={
        <p className="flex flex-wrap gap-2">
          <Badge tone="quantum">{study.industry}</Badge>
          {serviceLabel ? <Badge tone="brand">{serviceLabel}</Badge> : null}
        </p>
      }
      title={study.title}
      href={paths.caseStudy(study.slug)}
      headingLevel={headingLevel}
      titleClassName="text-lg"
      lead={
        <p className="mt-3 flex flex-col border-l-4 border-quantum-500 pl-3">
          <span className="text-2xl font-bold tracking-tight text-brand-800">{headlineFigure(study.headline)}</span>
          <span className="text-sm font-medium text-slate-600">{study.headline.label}</span>
        </p>
      }
      text={study.description}
      more={linkLabel}
    />
  );
}
