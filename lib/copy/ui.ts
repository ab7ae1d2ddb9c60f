import data from '@/content/pages/ui.yaml';
import type { UiCopy } from '@/lib/content/copy/ui';

/** The shared interface copy, validated before the build (scripts/prepare-content.mjs). */
export const uiCopy = data as UiCopy;
