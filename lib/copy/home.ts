import data from '@/content/pages/home.yaml';
import type { HomeCopy } from '@/lib/content/copy/home';

/** The home page's copy, validated before the build (scripts/prepare-content.mjs). */
export const homeCopy = data as HomeCopy;
