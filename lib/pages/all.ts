/**
 * The registry of every page, its own (./company.ts) or a kind's, so the search index, sitemap,
 * descriptor tests and route crawl cannot miss one. Build time only: it reads content.
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
