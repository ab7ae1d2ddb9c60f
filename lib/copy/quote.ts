import data from '@/content/pages/quote.yaml';
import type { QuoteCopy } from '@/lib/content/copy/quote';

/** The quote list page's copy, validated before the build (scripts/prepare-content.mjs). */
export const quoteCopy = data as QuoteCopy;
