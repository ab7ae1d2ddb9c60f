/**
 * The content collections, one module each beside this one (`./jobs.ts`: the entry's schema,
 * built from lib/content/schemas.ts's shared pieces, its type as templates get it, and its
 * definition: name and folder, format, CMS labels, its page's address, its page of copy); then site
 * search's groups. The loader, the CMS configuration, the JSON Schema files for editors and the
 * copy's types all walk this one list.
 */
import { caseStudies } from './case-studies';
import type { CollectionDef } from './define';
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
  testimonials,
  enterpriseServices,
  enterpriseGroups,
  leaders,
  people,
};

export const collections: CollectionDef[] = Object.values(collectionDefs);

/**
 * Site search's groups of results, in the order it shows them: the key a kind's descriptor gives
 * its search documents, and the CMS's label for the group's name, which editors write in
 * content/copy/search.yaml `kinds`.
 */
export const searchGroups = [
  { group: 'services', label: 'Services' },
  { group: 'enterprise', label: 'Enterprise IT' },
  { group: 'products', label: 'Products' },
  { group: 'caseStudies', label: 'Case studies' },
  { group: 'posts', label: 'Articles' },
  { group: 'jobs', label: 'Jobs' },
] as const;
