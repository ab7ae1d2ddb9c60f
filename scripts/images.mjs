#!/usr/bin/env node
/**
 * Encodes every photo under public/images/ (JPEG, PNG) as AVIF and WebP at several widths into
 * public/_img/, and writes the manifest components/ui/Photo.tsx renders from. The first step of
 * `npm run build`; also runs alone. Encoded files are cached by content hash in .cache/images/,
 * so a rebuild with unchanged photos only copies files. SVG illustrations are left as they are.
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
import { dirname, join, relative, sep } from 'node:path';
import sharp from 'sharp';
import images from '../lib/images.cjs';

const { ENCODERS, FORMATS, MANIFEST_FILE, VARIANT_URL_DIR, isRaster, variantHeight, variantPath, variantWidths } =
  images;

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

async function encode(input, width, format) {
  const pipeline = sharp(input).autoOrient().resize({ width, withoutEnlargement: true });
  return format === 'avif' ? pipeline.avif(ENCODERS.avif).toBuffer() : pipeline.webp(ENCODERS.webp).toBuffer();
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const started = performance.now();
rmSync(OUTPUT, { recursive: true, force: true });
mkdirSync(CACHE, { recursive: true });
const manifest = {};
let encoded = 0;

for (const file of rasterFiles(SOURCES)) {
  const src = `/${relative(PUBLIC, file).split(sep).join('/')}`;
  const bytes = readFileSync(file);
  const hash = hashOf(bytes);
  const { autoOrient } = await sharp(bytes).metadata();
  const source = { width: autoOrient.width, height: autoOrient.height };
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
}

const manifestText = `${JSON.stringify(manifest, null, 2)}\n`;
if (!existsSync(MANIFEST_FILE) || readFileSync(MANIFEST_FILE, 'utf8') !== manifestText)
  writeFileSync(MANIFEST_FILE, manifestText);
const count = Object.keys(manifest).length;
console.log(
  `Images: ${count} photo(s), ${encoded} variant(s) encoded, the rest from the cache, in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
);
