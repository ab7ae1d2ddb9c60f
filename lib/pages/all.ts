/**
 * Every page kind in one list, so what spans them all (the search index, the paths the sitemap
 * leaves out, the descriptor tests) cannot miss one. Build time only: it reads content.
 */
import { caseStudyPages } from './case-study';
import { comparisonPages } from './comparison';
import { enterpriseServicePages } from './enterprise-service';
import { jobPages } from './job';
import type { PageDescriptor } from './kind';
import { lists } from './lists';
import { postPages } from './post';
import { productPages } from './product';
import { productGroupPages } from './product-group';
import { leaderPages } from './leader';
import { servicePages } from './service';

export const pageKinds = [
  servicePages,
  enterpriseServicePages,
  productPages,
  productGroupPages,
  caseStudyPages,
  postPages,
  jobPages,
  leaderPages,
  comparisonPages,
] as const;

export const allPages = (): PageDescriptor[] => pageKinds.flatMap((kind) => kind.pages());

/** The pages that ask search engines not to index them (and the lists' aliases of their page 1): next-sitemap leaves them out (app/noindex.json). */
export const noindexPaths = (): string[] => [
  ...allPages().flatMap((page) => (page.indexable ? [] : [page.path])),
  ...lists.flatMap((list) => list.noindexPaths()),
];
