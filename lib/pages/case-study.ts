import caseStudiesCopy from '@/content/copy/case-studies.yaml';
import { caseStudySummary, headlineFigure, isThin } from '@/lib/case-studies';
import { caseStudies } from '@/lib/content';
import type { CaseStudy } from '@/lib/content/collections/case-studies';
import { paths } from '@/lib/paths';
import { trail } from '@/lib/structured-data';
import { describePage, pageKind } from './kind';
import { listKind } from './list';

export function describeCaseStudy(study: CaseStudy) {
  const thin = isThin(study);
  return describePage({
    path: paths.caseStudy(study.slug),
    title: study.title,
    section: caseStudiesCopy.list.title,
    description: study.description,
    type: 'article',
    above: trail({ label: caseStudiesCopy.list.title, href: paths.caseStudies }),
    // A shared link's card leads with the result, as the page does.
    og: {
      kind: `${caseStudiesCopy.detail.eyebrow} · ${study.industry}`,
      text: `${headlineFigure(study.headline)} ${study.headline.label}`,
    },
    // A thin study's page is mostly placeholder text: the lists show the project, but search
    // engines and site search are not offered a page with nothing to read.
    search: thin ? undefined : { kind: 'caseStudies', keywords: [study.industry, ...(study.techStack ?? [])] },
    indexable: !thin,
  });
}

export const caseStudyPages = pageKind(caseStudies, describeCaseStudy);

// Page size: today's 19 case studies fit on page 1.
export const caseStudiesList = listKind({
  base: paths.caseStudies,
  words: { ...caseStudiesCopy.list, label: caseStudiesCopy.list.sectionLabel },
  entries: caseStudies,
  perPage: 24,
  summary: caseStudySummary,
});
