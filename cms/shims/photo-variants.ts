/**
 * Stands in for lib/pictures/photo-variants.ts in the previews (scripts/cms-bundle.mjs maps it
 * here): the CMS's app holds the site's original pictures, not the AVIF and WebP variants the
 * site's build makes, and an upload not published yet has none, so a photo shows as itself.
 */
export const photoVariants = (): null => null;
