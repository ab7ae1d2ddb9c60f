import data from '@/content/pages/privacy.yaml';
import type { PrivacyCopy } from '@/lib/content/copy/privacy';

/** The privacy notice copy, validated before the build (scripts/prepare-content.mjs). */
export const privacyCopy = data as PrivacyCopy;
