// Written by `npm run kinds` from lib/kinds/*.ts: add a kind there, not here.
/** The page kinds, in their `order`: every registry reads them (lib/kinds/define.ts). */
import * as jobs from './jobs';
import * as caseStudies from './case-studies';
import * as posts from './posts';
import * as products from './products';
import * as productGroups from './product-groups';
import * as comparisons from './comparisons';
import * as services from './services';
import * as enterpriseServices from './enterprise-services';
import * as leaders from './leaders';

export const kinds = [
  jobs.kind,
  caseStudies.kind,
  posts.kind,
  products.kind,
  productGroups.kind,
  comparisons.kind,
  services.kind,
  enterpriseServices.kind,
  leaders.kind,
] as const;
