import data from '@/content/pages/enterprise-hub.yaml';
import type { EnterpriseHubCopy } from '@/lib/content/copy/enterprise-hub';

/** The Enterprise IT hub page's copy, validated before the build (scripts/prepare-content.mjs). */
export const enterpriseHubCopy = data as EnterpriseHubCopy;
