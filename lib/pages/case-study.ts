import { caseStudiesCopy } from '@/lib/copy/case-studies';
import { caseStudies } from '@/lib/content';
import type { CaseStudy } from '@/lib/content/schemas';
import { paths } from '@/lib/paths';
import { trail } from '@/lib/structured-data';
import { pageKind, type PageDescriptor } from './kind';

export function describeCaseStudy(study: CaseStudy): PageDescriptor {
  const path = paths.caseStudy(study.slug);
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
    og: { title: study.title, kind: `${caseStudiesCopy.detail.eyebrow} · ${study.industry}`, text: study.description },
    jsonLd: [],
    search: {
      kind: 'caseStudies',
      title: study.title,
      url: path,
      summary: study.description,
      keywords: [study.industry, ...(study.techStack ?? [])].join(' '),
    },
    indexable: true,
  };
}

export const caseStudyPagesKind = pageKind('slug', caseStudies, describeCaseStudy);
