/** Case studies: a client's outcome, listed on /case-studies/ and on its service's page. */
import caseStudiesCopy from '@/content/copy/case-studies.yaml';
import { caseStudySummary, headlineFigure, isThin, type CaseStudySummary } from '@/lib/lists/case-studies';
import { describePage } from '@/lib/kinds/descriptor';
import { paths } from '@/lib/paths';
import { trail } from '@/lib/seo/structured-data';
import { caseStudies as collection, type CaseStudy } from '@/lib/content/collections/case-studies';
import { defineKind } from './define';

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

export const kind = defineKind<CaseStudy, CaseStudy, CaseStudySummary>({
  name: 'caseStudies',
  order: 20,
  collection,
  grows: true,
  route: paths.caseStudy,
  describe: describeCaseStudy,
  template: { file: 'case-studies/CaseStudyPage', prop: 'study' },
  // Page size: today's 19 case studies fit on page 1.
  list: {
    base: paths.caseStudies,
    words: { ...caseStudiesCopy.list, label: caseStudiesCopy.list.sectionLabel },
    perPage: 24,
    summary: caseStudySummary,
    filters: true,
    template: 'case-studies/CaseStudiesList',
  },
});
