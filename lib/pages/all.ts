/**
 * The registry: every page of the site is a page of its own (./company.ts) or a page of a kind
 * (lib/kinds/, each bound to its entries by ./bound.ts), so what spans them all (the search
 * index, the sitemap, the descriptor tests, the route crawl) cannot miss one.
 * lib/house-rules.test.ts refuses a route that does not take its metadata from here or a kind.
 * Build time only: it reads content.
 */
import { kinds as declared } from '@/lib/kinds';
import type { AnyKind } from '@/lib/kinds/define';
import { listIfAny, pagesOf } from './bound';
import { companyPages } from './company';
import type { PageDescriptor } from './kind';

const kinds: readonly AnyKind[] = declared;

/** Each kind's pages, bound to their entries, in the kinds' order. */
export const entryKinds = kinds.map((kind) => pagesOf(kind));

export const pageKinds = [...companyPages, ...kinds.flatMap((kind) => listIfAny(kind) ?? []), ...entryKinds] as const;

export const allPages = (): PageDescriptor[] => pageKinds.flatMap((kind) => kind.pages());
