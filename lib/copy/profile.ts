import data from '@/content/pages/profile.yaml';
import type { ProfileCopy } from '@/lib/content/copy/profile';

/** The copy around each leader's profile, validated before the build (scripts/prepare-content.mjs). */
export const profileCopy = data as ProfileCopy;
