/**
 * Stands in for libraries Sveltia loads only for features this CMS's configuration never uses
 * (lib/content/cms-config.ts generates it; scripts/cms-bundle.mjs maps them here):
 * - `terra-draw` and its Leaflet adapter: the `map` field type, which no field uses;
 * - `svgo`: the SVG optimisation of `media_libraries.default.config.transformations`, which is not
 *   configured (uploads are JPEG or PNG photos, and nothing is transformed).
 * Leaflet itself is kept: the media library shows a map for a photo with a GPS position.
 */
export {};
