import type { CaseStudySummary } from '@/lib/case-studies';
import { MoreLink } from '@/components/ui/MoreLink';
import { paths } from '@/lib/paths';
import { CaseStudyArt } from './CaseStudyArt';
import { Badge } from '@/components/ui/Badge';
import { CardTitle } from '@/components/ui/CardTitle';

interface Props {
  study: CaseStudySummary;
  linkLabel: string;
  serviceLabel?: string;
  headingLevel?: 'h2' | 'h3';
}

/** One case-study card: illustration, industry, title, description and a labelled link. */
export function CaseStudyCard({ study, linkLabel, serviceLabel, headingLevel: Heading = 'h3' }: Props) {
  const href = paths.caseStudy(study.slug);
  return (
    <article className="card card-link flex h-full flex-col overflow-hidden p-0">
      <CaseStudyArt study={study} />
      <div className="flex flex-1 flex-col p-6">
        <p className="flex flex-wrap gap-2">
          <Badge tone="quantum">{study.industry}</Badge>
          {serviceLabel ? <Badge tone="brand">{serviceLabel}</Badge> : null}
        </p>
        <CardTitle as={Heading} href={href} className="text-lg">
          {study.title}
        </CardTitle>
        <p className="mt-2 flex-1 text-slate-600">{study.description}</p>
        <MoreLink href={href} label={linkLabel} about={study.title} />
      </div>
    </article>
  );
}
