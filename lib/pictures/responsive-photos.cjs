/**
 * Responsive photos: the pure rules shared by scripts/images.mjs, which encodes the variants at
 * build time, and components/ui/Photo.tsx, which renders them. CommonJS for the same reason as
 * base-path.cjs: the script loads it without a build step.
 */

/** Widths a photo is encoded at; a source narrower than the largest also gets its own width. */
const WIDTHS = [320, 640, 960, 1280, 1920];
/** Best first: the browser takes the first <source> whose type it decodes. */
const FORMATS = ['avif', 'webp'];
/**
 * Encoder settings; part of each variant's hash, so changing one re-encodes everything. JPEG and
 * PNG are the published originals, encoded again so they carry no metadata (scripts/images.mjs).
 */
const ENCODERS = {
  avif: { quality: 50, effort: 3 },
  webp: { quality: 75 },
  jpeg: { quality: 88, mozjpeg: true },
  png: { compressionLevel: 9 },
};
/**
 * The most pixels a photo may have, about 40 megapixels (8000 × 5000): decoding one takes memory
 * by its pixels, not its bytes, and a 16000 × 16000 PNG took 16 s and 225 MB. The content check
 * and the CMS refuse more, read from the header (lib/content/picture-bytes.ts); sharp is held to
 * it too (scripts/images.mjs).
 */
const MAX_PIXELS = 40_000_000;
/** Where the variants are written (under public/, gitignored) and served from. */
const VARIANT_URL_DIR = '/_img';
/** Generated, gitignored: each source's intrinsic size and its variants. */
const MANIFEST_FILE = '.cache/images/manifest.json';

function isRaster(src) {
  return /\.(jpe?g|png)$/i.test(src);
}

/** The widths to encode a source of this width at, ascending, never wider than the source. */
function variantWidths(sourceWidth, widths = WIDTHS) {
  const top = Math.min(sourceWidth, Math.max(...widths));
  return [...widths.filter((w) => w < top), top];
}

function variantHeight(width, source) {
  return Math.round((source.height * width) / source.width);
}

/**
 * URL path (without base path) of one variant. The content hash in the name lets hosts cache
 * the files forever: a changed photo gets new names.
 * '/images/leaders/a.jpg', 'ab12', 640, 'avif' -> '/_img/images/leaders/a.640.ab12.avif'
 */
function variantPath(src, hash, width, format) {
  return `${VARIANT_URL_DIR}${src.replace(/\.[^./]+$/, '')}.${width}.${hash}.${format}`;
}

/**
 * The srcset of one format, with the base path: 'base/_img/...320.h.avif 320w, ...'. The paths
 * are URL-encoded because a srcset is split at spaces, and the CMS keeps an upload's own file
 * name ("Team offsite (1).jpg").
 */
function srcSet(entry, format, basePath) {
  return entry.variants
    .filter((v) => v.format === format)
    .sort((a, b) => a.width - b.width)
    .map((v) => `${basePath}${encodeURI(v.path)} ${v.width}w`)
    .join(', ');
}

/**
 * The manifest entry of a referenced raster; a missing one stops the build with a message naming
 * the file. The loader has already found the file and read its size (lib/pictures/image-size.ts).
 */
function manifestEntry(manifest, src) {
  const entry = manifest[src];
  if (!entry) {
    throw new Error(
      `Photo public${src}: no generated variants; run \`npm run images\` (the first step of \`npm run build\`).`,
    );
  }
  return entry;
}

module.exports = {
  WIDTHS,
  FORMATS,
  ENCODERS,
  MAX_PIXELS,
  VARIANT_URL_DIR,
  MANIFEST_FILE,
  isRaster,
  variantWidths,
  variantHeight,
  variantPath,
  srcSet,
  manifestEntry,
};
