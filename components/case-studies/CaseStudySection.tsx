import type { CaseStudy } from '@/lib/content/collections/case-studies';
import caseStudiesCopy from '@/content/copy/case-studies.yaml';
import { CaseStudyCard } from './CaseStudyCard';
import { Section } from '@/components/ui/Section';

/**
 * Columns that leave no card alone on the last row at desktop widths: three a row, but four
 * (two, then four on wide screens) where three would strand one, and two where four would too.
 */
const columns = (count: number) =>
  count % 3 !== 1 || count === 1
    ? 'sm:grid-cols-2 lg:grid-cols-3'
    : count % 4 !== 1
      ? 'sm:grid-cols-2 xl:grid-cols-4'
      : 'sm:grid-cols-2';

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
      <ul className={`mt-10 grid gap-6 ${columns(studies.length)}`}>
        {studies.map((study) => (
          <li key={study.slug}>
            <CaseStudyCard study={study} linkLabel={linkLabel} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
