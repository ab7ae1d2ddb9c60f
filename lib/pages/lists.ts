/** The site's paged lists: openings, articles and case studies. Build time only: it reads content. */
import { byDateDesc, postSummary } from '@/lib/blog';
import { caseStudySummary } from '@/lib/case-studies';
import { caseStudies, jobs, posts } from '@/lib/content';
import blogCopy from '@/content/copy/blog.yaml';
import careersCopy from '@/content/copy/careers.yaml';
import caseStudiesCopy from '@/content/copy/case-studies.yaml';
import { jobSummary } from '@/lib/jobs';
import { paths } from '@/lib/paths';
import { listKind } from './list';

// Page sizes: today's 6 openings, 4 articles and 19 case studies each fit on page 1.
export const careersList = listKind({
  base: paths.careers,
  words: { ...careersCopy, label: careersCopy.listLabel },
  entries: jobs,
  perPage: 12,
  summary: jobSummary,
});

export const blogList = listKind({
  base: paths.blog,
  words: { ...blogCopy.list, label: blogCopy.list.sectionLabel },
  entries: byDateDesc(posts),
  perPage: 12,
  summary: postSummary,
});

export const caseStudiesList = listKind({
  base: paths.caseStudies,
  words: { ...caseStudiesCopy.list, label: caseStudiesCopy.list.sectionLabel },
  entries: caseStudies,
  perPage: 24,
  summary: caseStudySummary,
});

export const lists = [careersList, blogList, caseStudiesList] as const;
