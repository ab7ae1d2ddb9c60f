import data from '@/content/pages/legal.yaml';
import type { LegalCopy } from '@/lib/content/copy/legal';

/** The statutory details' labels and the footer's legal links, validated before the build (scripts/prepare-content.mjs). */
export const legalCopy = data as LegalCopy;
