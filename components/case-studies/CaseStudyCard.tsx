import { Badge } from '@/components/ui/Badge';
import { MediaCard } from '@/components/ui/MediaCard';
import type { CaseStudySummary } from '@/lib/case-studies';
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
      text={study.description}
      more={linkLabel}
    />
  );
}
