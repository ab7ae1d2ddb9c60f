/**
 * The content collections: each page kind's (lib/kinds/, listed by lib/kinds/index.ts in the
 * kinds' order), then those whose entries have no page of their own, one module each beside this
 * one (`./people.ts`: the entry's schema, built from lib/content/schemas.ts's shared pieces, its
 * type as templates get it, and its definition: name and folder, format, CMS labels); then site
 * search's groups, which the kinds declare. The loader, the CMS configuration, the JSON Schema
 * files for editors and the copy's types all walk this one list.
 */
import { kindCollections, kinds } from '@/lib/kinds';
import type { CollectionDef } from './define';
import { enterpriseGroups } from './enterprise-groups';
import { people } from './people';
import { testimonials } from './testimonials';

export type { CollectionDef };

export const collectionDefs = { ...kindCollections, testimonials, enterpriseGroups, people };

export const collections: CollectionDef[] = Object.values(collectionDefs);

/**
 * Site search's groups of results, in the order it shows them: the key a kind's descriptor gives
 * its search documents, and the CMS's label for the group's name, which editors write in
 * content/copy/search.yaml `kinds`.
 */
// Typed here, not inferred: the search copy's schema is built from these, and the kinds' types read the copy.
export const searchGroups: { group: string; label: string; order: number }[] = kinds
  .flatMap((kind) => ('search' in kind && kind.search ? [kind.search] : []))
  .sort((a, b) => a.order - b.order);
