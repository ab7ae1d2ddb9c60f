import closing from '@/content/copy/closing.yaml';
import caseStudiesCopy from '@/content/copy/case-studies.yaml';
import { getCaseStudy } from '@/lib/content';
import { paths } from '@/lib/paths';
import { StudyProof } from './ClosingProof';
import { CtaBanner } from './CtaBanner';

/**
 * A page's end that a case study backs (the Enterprise IT hub, a leader's profile): the study's
 * headline result, then contact, and the study itself as the second way on. The content check
 * ensures the study named in ui.yaml exists.
 */
export function StudyClosing({ words }: { words: { title: string; text: string; caseStudy: string } }) {
  const study = getCaseStudy(words.caseStudy)!;
  return (
    <CtaBanner
      title={words.title}
      text={words.text}
      action={{ label: closing.actions.contact, href: paths.contact }}
      secondary={{ label: caseStudiesCopy.relatedLink, href: paths.caseStudy(study.slug) }}
      proof={<StudyProof study={study} />}
    />
  );
}
