/**
 * Stands in for libraries Sveltia loads only for features this CMS never configures: `terra-draw`
 * (the map field) and `svgo` (SVG transformations), so the bundle carries neither. Leaflet stays:
 * the media library maps a photo's GPS position.
 */
export {};
