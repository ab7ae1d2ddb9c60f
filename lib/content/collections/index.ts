/**
 * The content collections, one module each beside this one (`./jobs.ts`: the entry's schema, built
 * from lib/content/schemas.ts's shared pieces, its type as templates get it, and its definition:
 * name and folder, format, CMS labels, its group in site search). First those with pages, in their
 * kinds' order (lib/kinds/ imports them, never the other way), then those whose entries have no
 * page of their own. The loader, the CMS configuration, the JSON Schema files for editors and the
 * copy's types all walk this one list.
 */
import type { CollectionDef } from './define';
import { caseStudies } from './case-studies';
import { enterpriseGroups } from './enterprise-groups';
import { enterpriseServices } from './enterprise-services';
import { jobs } from './jobs';
import { leaders } from './leaders';
import { people } from './people';
import { posts } from './posts';
import { productGroups } from './product-groups';
import { products } from './products';
import { services } from './services';
import { testimonials } from './testimonials';

export type { CollectionDef };

export const collectionDefs = {
  jobs,
  caseStudies,
  posts,
  products,
  productGroups,
  services,
  enterpriseServices,
  leaders,
  testimonials,
  enterpriseGroups,
  people,
};

export const collections: CollectionDef[] = Object.values(collectionDefs);

/** Site search's groups of results, in the order it shows them (CollectionDef `search`). */
// Typed here, not inferred: the search copy's schema is built from these, and the kinds' types read the copy.
export const searchGroups: { group: string; label: string; order: number }[] = collections
  .flatMap((def) => (def.search ? [def.search] : []))
  .sort((a, b) => a.order - b.order);
