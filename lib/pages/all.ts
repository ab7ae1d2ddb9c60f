/**
 * The registry of every page, its own (./company.ts) or a kind's, so the search index, sitemap,
 * descriptor tests, route crawl and the content check's links cannot miss one. Nothing of Next or
 * React (routes bind pages in ./bound.ts, ./route.ts and ./list.ts). Build time only: it reads content.
 */
import { kinds as declared } from '@/lib/kinds';
import type { AnyKind } from '@/lib/kinds/define';
import { companyPages } from './company';
import { kindPages } from './entries';
import type { PageDescriptor } from '../kinds/descriptor';

const kinds: readonly AnyKind[] = declared;

/** Each kind's pages over its entries, in the kinds' order. */
const entryKinds = kinds.map((kind) => kindPages(kind));

export const pageKinds = [...companyPages, ...entryKinds.flatMap((kind) => kind.list ?? []), ...entryKinds] as const;

export const allPages = (): PageDescriptor[] => pageKinds.flatMap((kind) => kind.pages());
