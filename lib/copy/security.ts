import data from '@/content/pages/security.yaml';
import type { SecurityCopy } from '@/lib/content/copy/security';

/** The words of security.txt, validated before the build (scripts/prepare-content.mjs). */
export const securityCopy = data as SecurityCopy;
