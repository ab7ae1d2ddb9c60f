/** The openings' paged list. Build time only: it reads content. */
import { jobs } from '@/lib/content';
import careersCopy from '@/content/copy/careers.yaml';
import { jobSummary } from '@/lib/jobs';
import { paths } from '@/lib/paths';
import { listKind } from './list';

// Page size: today's 6 openings fit on page 1.
export const careersList = listKind({
  base: paths.careers,
  words: { ...careersCopy, label: careersCopy.listLabel },
  entries: jobs,
  perPage: 12,
  summary: jobSummary,
});
