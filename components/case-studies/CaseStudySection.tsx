import type { CaseStudy } from '@/lib/content/collections/case-studies';
import caseStudiesCopy from '@/content/copy/case-studies.yaml';
import { CaseStudyCard } from './CaseStudyCard';
import { FeaturedCaseStudy } from './FeaturedCaseStudy';
import { Section } from '@/components/ui/Section';
import { cardColumns } from '@/lib/styles/card-columns';

/**
 * "See How We've Done It Before", or a study's similar ones: a grid of case-study cards, one
 * study alone as a featured link across the width, and nothing at all when there are none.
 */
export function CaseStudySection({
  studies,
  linkLabel,
  title = caseStudiesCopy.sectionHeading,
}: {
  studies: readonly CaseStudy[];
  linkLabel: string;
  title?: string;
}) {
  if (studies.length === 0) return null;
  return (
    <Section title={title} className="section bg-slate-50" band>
      {studies.length === 1 ? (
        <FeaturedCaseStudy study={studies[0]!} linkLabel={linkLabel} />
      ) : (
        <ul className={`mt-10 grid gap-6 ${cardColumns(studies.length)}`}>
          {studies.map((study) => (
            <li key={study.slug}>
              <CaseStudyCard study={study} linkLabel={linkLabel} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
