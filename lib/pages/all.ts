/**
 * The registry: every page of the site belongs to one of these kinds, so what spans them all
 * (the search index, the sitemap, the descriptor tests, the route crawl) cannot miss one.
 * lib/house-rules.test.ts refuses a route that does not take its metadata from here.
 * Build time only: it reads content.
 */
import { caseStudiesList, caseStudyPages } from './case-study';
import { companyPages } from './company';
import { comparisonPages } from './comparison';
import { enterpriseServicePages } from './enterprise-service';
import { careersList, jobPages } from './job';
import type { PageDescriptor } from './kind';
import { blogList, postPages } from './post';
import { productPages } from './product';
import { productGroupPages } from './product-group';
import { leaderPages } from './leader';
import { servicePages } from './service';

/** The kinds whose pages are content entries, one route each. */
export const entryKinds = [
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

/** The paged lists of entries (lib/pages/list.ts), each with its kind. */
export const lists = [careersList, blogList, caseStudiesList] as const;

export const pageKinds = [...companyPages, ...lists, ...entryKinds] as const;

export const allPages = (): PageDescriptor[] => pageKinds.flatMap((kind) => kind.pages());
