import data from '@/content/pages/service-pages.yaml';
import type { ServicePagesCopy } from '@/lib/content/copy/service-pages';

/** The services index, service and Enterprise IT page copy, validated before the build (scripts/prepare-content.mjs). */
export const servicePagesCopy = data as ServicePagesCopy;
