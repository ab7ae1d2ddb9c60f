import type { CaseStudy } from '@/lib/content/collections/case-studies';
import caseStudiesCopy from '@/content/copy/case-studies.yaml';
import { CaseStudyCard } from './CaseStudyCard';
import { Section } from '@/components/ui/Section';
import { cardColumns } from '@/lib/card-columns';

/** "See How We've Done It Before": a grid of case-study cards; renders nothing when empty. */
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
      <ul className={`mt-10 grid gap-6 ${cardColumns(studies.length)}`}>
        {studies.map((study) => (
          <li key={study.slug}>
            <CaseStudyCard study={study} linkLabel={linkLabel} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
