#!/usr/bin/env node
/**
 * Encodes every JPEG and PNG under public/images/ as AVIF and WebP at several widths into
 * public/_img/, cached by content hash, and writes the manifest components/ui/Photo.tsx reads.
 * Every encoding is written without metadata, since a phone's photo carries its location and
 * serial number; `--export`, after the build, puts the clean re-encode in place of each original
 * Next copied, and refuses a picture that still carries EXIF, XMP or IPTC.
 */
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, extname, join, relative, sep } from 'node:path';
import sharp from 'sharp';
import images from '../lib/pictures/responsive-photos.cjs';
import { CMS_OUT, OUT } from './html-files.mjs';

const {
  ENCODERS,
  FORMATS,
  MANIFEST_FILE,
  MAX_PIXELS,
  VARIANT_URL_DIR,
  isRaster,
  variantHeight,
  variantPath,
  variantWidths,
} = images;

const PUBLIC = 'public';
const SOURCES = join(PUBLIC, 'images');
const OUTPUT = join(PUBLIC, VARIANT_URL_DIR);
const CACHE = join(dirname(MANIFEST_FILE), 'variants');

const rasterFiles = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true })
        .filter(isRaster)
        .map((path) => join(dir, path))
        .sort()
    : [];

// The sharp version and the settings are hashed with the bytes: a new encoder re-encodes.
const settings = JSON.stringify({ sharp: sharp.versions.sharp, ENCODERS });
const hashOf = (bytes) => createHash('sha256').update(settings).update(bytes).digest('hex').slice(0, 10);

// Decoding takes memory by pixels: the content check refuses more than this from the header.
const decode = (input) => sharp(input, { limitInputPixels: MAX_PIXELS }).autoOrient();

async function encode(input, width, format) {
  const pipeline = decode(input).resize({ width, withoutEnlargement: true });
  return format === 'avif' ? pipeline.avif(ENCODERS.avif).toBuffer() : pipeline.webp(ENCODERS.webp).toBuffer();
}

/** The original, turned as it is shown, in its own format and size, with no metadata. */
const cleanOriginal = (input, format) =>
  format === 'png' ? decode(input).png(ENCODERS.png).toBuffer() : decode(input).jpeg(ENCODERS.jpeg).toBuffer();

/** The cached clean original of the photo at `src` (a path under public/) with this hash. */
const cleanFile = (src, hash) => join(CACHE, `${basename(src, extname(src))}.${hash}${extname(src).toLowerCase()}`);

/** Pictures a browser shows, which could carry metadata. */
const PICTURE = /\.(?:jpe?g|png|webp|avif|gif|tiff?)$/i;

/** Whether a picture carries metadata: EXIF (GPS, camera, serial), XMP, IPTC or PNG text. */
async function carriesMetadata(file) {
  const { exif, xmp, iptc, comments } = await sharp(file).metadata();
  return Boolean(exif || xmp || iptc || comments?.length);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const reason = (error) => (error instanceof Error ? error.message : String(error));

/** Fails the step with one line a file. */
function fail(title, lines) {
  console.error(`\n${title}`);
  for (const line of lines) console.error(`  ${line}`);
  console.error('');
  process.exit(1);
}

async function encodeAll() {
  const started = performance.now();
  rmSync(OUTPUT, { recursive: true, force: true });
  mkdirSync(CACHE, { recursive: true });
  const manifest = {};
  const failed = [];
  let encoded = 0;

  for (const file of rasterFiles(SOURCES)) {
    const src = `/${relative(PUBLIC, file).split(sep).join('/')}`;
    try {
      const bytes = readFileSync(file);
      const hash = hashOf(bytes);
      const { autoOrient, format: own } = await sharp(bytes).metadata();
      const source = { width: autoOrient.width, height: autoOrient.height };
      const clean = cleanFile(src, hash);
      if (!existsSync(clean)) {
        writeFileSync(clean, await cleanOriginal(bytes, own));
        encoded++;
      }
      const variants = [];
      for (const format of FORMATS) {
        for (const width of variantWidths(source.width)) {
          const path = variantPath(src, hash, width, format);
          const cached = join(CACHE, path.split('/').pop());
          if (!existsSync(cached)) {
            writeFileSync(cached, await encode(bytes, width, format));
            encoded++;
          }
          const target = join(PUBLIC, path);
          mkdirSync(dirname(target), { recursive: true });
          // Builds may run side by side (tests/harness/run-tests.mjs): a file already in place is left alone.
          if (!existsSync(target) || statSync(target).size !== statSync(cached).size) copyFileSync(cached, target);
          variants.push({ format, width, height: variantHeight(width, source), path, bytes: statSync(cached).size });
        }
      }
      manifest[src] = { ...source, bytes: bytes.length, hash, variants };
      console.log(`${src} ${source.width}x${source.height}, ${kb(bytes.length)}`);
      for (const format of FORMATS) {
        console.log(
          `  ${format}: ${variants
            .filter((v) => v.format === format)
            .map((v) => `${v.width}w ${kb(v.bytes)}`)
            .join(', ')}`,
        );
      }
    } catch (error) {
      failed.push(`${file}: ${reason(error)}`);
    }
  }
  if (failed.length)
    fail(`Images: ${failed.length === 1 ? 'a photo' : `${failed.length} photos`} could not be encoded:`, failed);

  const manifestText = `${JSON.stringify(manifest, null, 2)}\n`;
  if (!existsSync(MANIFEST_FILE) || readFileSync(MANIFEST_FILE, 'utf8') !== manifestText)
    writeFileSync(MANIFEST_FILE, manifestText);
  const count = Object.keys(manifest).length;
  console.log(
    `Images: ${count} photo(s), ${encoded} file(s) encoded, the rest from the cache, in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
}

async function cleanExport() {
  const manifest = JSON.parse(readFileSync(MANIFEST_FILE, 'utf8'));
  const folders = [OUT, CMS_OUT].filter((dir) => existsSync(dir));
  let replaced = 0;
  for (const dir of folders)
    for (const [src, { hash }] of Object.entries(manifest)) {
      const target = join(dir, src);
      if (!existsSync(target)) continue;
      copyFileSync(cleanFile(src, hash), target);
      replaced++;
    }
  const carrying = [];
  for (const dir of folders)
    for (const path of readdirSync(dir, { recursive: true })
      .filter((p) => PICTURE.test(p))
      .sort()) {
      const file = join(dir, path);
      if (await carriesMetadata(file)) carrying.push(`${file}: carries EXIF, XMP, IPTC or text metadata`);
    }
  if (carrying.length)
    fail(
      `Images: ${carrying.length === 1 ? 'a picture' : `${carrying.length} pictures`} would publish metadata (where a photo was taken, the camera):`,
      carrying,
    );
  console.log(`Images: ${replaced} original(s) in ${folders.join(' and ')} replaced by their clean re-encodes.`);
}

await (process.argv.includes('--export') ? cleanExport() : encodeAll());
