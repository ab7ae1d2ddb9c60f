import caseStudiesCopy from '@/content/copy/case-studies.yaml';
import { caseStudySummary, headlineFigure, isThin } from '@/lib/case-studies';
import { caseStudies } from '@/lib/content';
import type { CaseStudy } from '@/lib/content/collections/case-studies';
import { paths } from '@/lib/paths';
import { trail } from '@/lib/structured-data';
import { pageKind, type PageDescriptor } from './kind';
import { listKind } from './list';

export function describeCaseStudy(study: CaseStudy): PageDescriptor {
  const path = paths.caseStudy(study.slug);
  const thin = isThin(study);
  const crumbs = trail(
    { label: caseStudiesCopy.list.title, href: paths.caseStudies },
    { label: study.title, href: path },
  );
  return {
    path,
    title: study.title,
    section: caseStudiesCopy.list.title,
    description: study.description,
    type: 'article',
    crumbs,
    // A shared link's card leads with the result, as the page does.
    og: {
      title: study.title,
      kind: `${caseStudiesCopy.detail.eyebrow} · ${study.industry}`,
      text: `${headlineFigure(study.headline)} ${study.headline.label}`,
    },
    jsonLd: [],
    // A thin study's page is mostly placeholder text: the lists show the project, but search
    // engines and site search are not offered a page with nothing to read.
    search: thin
      ? undefined
      : {
          kind: 'caseStudies',
          title: study.title,
          url: path,
          summary: study.description,
          keywords: [study.industry, ...(study.techStack ?? [])].join(' '),
        },
    indexable: !thin,
  };
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
