import data from '@/content/pages/forms.yaml';
import type { FormsCopy } from '@/lib/content/copy/forms';

/** The forms copy, validated before the build (scripts/prepare-content.mjs). */
export const formsCopy = data as FormsCopy;
