import data from '@/content/pages/consent.yaml';
import type { ConsentCopy } from '@/lib/content/copy/consent';

/** The cookie banner's copy, validated before the build (scripts/prepare-content.mjs). */
export const consentCopy = data as ConsentCopy;
