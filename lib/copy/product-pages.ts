import data from '@/content/pages/product-pages.yaml';
import type { ProductPagesCopy } from '@/lib/content/copy/product-pages';

/** The product index, product, comparison and datasheet copy, validated before the build (scripts/prepare-content.mjs). */
export const productPagesCopy = data as ProductPagesCopy;
