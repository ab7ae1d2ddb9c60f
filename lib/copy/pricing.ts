import data from '@/content/pages/pricing.yaml';
import type { PricingCopy } from '@/lib/content/copy/pricing';

/** The talent pricing page's copy, validated before the build (scripts/prepare-content.mjs). */
export const pricingCopy = data as PricingCopy;
