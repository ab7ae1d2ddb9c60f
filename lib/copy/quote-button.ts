import data from '@/content/pages/quote-button.yaml';
import type { QuoteButtonCopy } from '@/lib/content/copy/quote-button';

/** The quote list's header link and add button copy, validated before the build (scripts/prepare-content.mjs). */
export const quoteButtonCopy = data as QuoteButtonCopy;
