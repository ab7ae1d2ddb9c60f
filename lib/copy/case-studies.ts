import data from '@/content/pages/case-studies.yaml';
import type { CaseStudiesCopy } from '@/lib/content/copy/case-studies';

/** The case-study list, page and card copy, validated before the build (scripts/prepare-content.mjs). */
export const caseStudiesCopy = data as CaseStudiesCopy;
