import { SiteLink } from '@/components/ui/SiteLink';
import type { CaseStudy } from '@/lib/content/schemas';
import { MoreLink } from '@/components/ui/MoreLink';
import { paths } from '@/lib/paths';
import { CaseStudyArt } from './CaseStudyArt';

interface Props {
  study: CaseStudy;
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
        <p className="flex flex-wrap gap-2 text-xs font-semibold">
          <span className="rounded-full bg-quantum-50 px-2.5 py-1 text-quantum-800">{study.industry}</span>
          {serviceLabel ? <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">{serviceLabel}</span> : null}
        </p>
        <Heading className="mt-3 text-lg leading-snug font-semibold">
          <SiteLink href={href} className="hover:text-brand-700 hover:underline">
            {study.title}
          </SiteLink>
        </Heading>
        <p className="mt-2 flex-1 text-slate-600">{study.description}</p>
        <MoreLink href={href} label={linkLabel} about={study.title} />
      </div>
    </article>
  );
}
