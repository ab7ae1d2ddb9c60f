import data from '@/content/pages/not-found.yaml';
import type { NotFoundCopy } from '@/lib/content/copy/not-found';

/** The 404 page's messages, validated before the build (scripts/prepare-content.mjs). */
export const notFoundCopy = data as NotFoundCopy;

/** The parts of the site with a not-found message of their own, and the general one. */
export type NotFoundKind = keyof NotFoundCopy;
