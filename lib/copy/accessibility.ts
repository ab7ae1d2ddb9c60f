import data from '@/content/pages/accessibility.yaml';
import type { AccessibilityCopy } from '@/lib/content/copy/accessibility';

/** The accessibility statement copy, validated before the build (scripts/prepare-content.mjs). */
export const accessibilityCopy = data as AccessibilityCopy;
