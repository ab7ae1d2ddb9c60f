import data from '@/content/pages/careers.yaml';
import type { CareersCopy } from '@/lib/content/copy/careers';

/** The careers pages' copy, validated before the build (scripts/prepare-content.mjs). */
export const careersCopy = data as CareersCopy;
