import data from '@/content/pages/about.yaml';
import type { AboutCopy } from '@/lib/content/copy/about';

/** The about page's copy, validated before the build (scripts/prepare-content.mjs). */
export const aboutCopy = data as AboutCopy;
