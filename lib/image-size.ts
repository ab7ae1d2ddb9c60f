/**
 * A picture's intrinsic size in pixels, read from its file under public/, so content never has to
 * state it and a replaced file cannot leave a stale width and height behind.
 * JPEG and PNG sizes are the ones after EXIF orientation, as browsers show the file and sharp
 * encodes its variants (scripts/images.mjs); an SVG's come from its root <svg> tag.
 * Synchronous, from the file's header, because the content loader builds its entries as it is
 * imported, and on its own, because the loader also runs where scripts/images.mjs has not (unit
 * tests, `npm run dev`). Server-only: it reads files.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface ImageSize {
  width: number;
  height: number;
}

/** A picture whose file gives no size: it is missing, or is not the JPEG, PNG or SVG its name says. */
export class ImageFileError extends Error {
  constructor(
    /** As content names it from the repository root, e.g. public/images/leaders/a.jpg. */
    readonly file: string,
    /** What is wrong, to follow "which": "does not exist". */
    readonly reason: string,
  ) {
    super(`${file} ${reason}`);
    this.name = 'ImageFileError';
  }
}

/** Each kind by its name's extension: how to read its size, and what to say when that fails. */
const kinds: { pattern: RegExp; read: (bytes: Buffer) => ImageSize | undefined; unreadable: string }[] = [
  { pattern: /\.jpe?g$/i, read: jpegSize, unreadable: 'is not a JPEG file (save it again as JPEG or PNG)' },
  { pattern: /\.png$/i, read: pngSize, unreadable: 'is not a PNG file (save it again as JPEG or PNG)' },
  {
    pattern: /\.svg$/i,
    read: (bytes) => svgSize(bytes.toString('utf8')),
    unreadable: 'is not an SVG file with a size (its <svg> tag needs width and height, or a viewBox)',
  },
];

// Keyed by path and checked against the file's time and length, so a file replaced while
// `next dev` runs is read again.
const cache = new Map<string, { stamp: string; size: ImageSize }>();

/** The size of the picture at `src` (a path under public/, as content writes it: /images/a.jpg). */
export function imageSize(src: string, root = process.cwd()): ImageSize {
  const shown = `public${src}`;
  const kind = kinds.find((k) => k.pattern.test(src));
  if (!kind) throw new ImageFileError(shown, 'is not a JPEG, PNG or SVG file');
  const file = join(root, 'public', src);
  const stats = statSync(file, { throwIfNoEntry: false });
  if (!stats?.isFile()) throw new ImageFileError(shown, 'does not exist');
  const stamp = `${stats.mtimeMs}:${stats.size}`;
  const known = cache.get(file);
  if (known?.stamp === stamp) return known.size;
  const size = kind.read(readFileSync(file));
  if (!size) throw new ImageFileError(shown, kind.unreadable);
  cache.set(file, { stamp, size });
  return size;
}

// ------------------------------------------------------------------ rasters

/** EXIF orientations 5 to 8 turn the picture a quarter: width and height swap. */
const oriented = (size: ImageSize, orientation: number): ImageSize =>
  orientation >= 5 && orientation <= 8 ? { width: size.height, height: size.width } : size;

/** The Orientation tag (0x0112) of the first image directory of EXIF data (a TIFF header on). */
function exifOrientation(tiff: Buffer): number {
  const order = tiff.toString('latin1', 0, 2);
  if (tiff.length < 8 || (order !== 'II' && order !== 'MM')) return 1;
  const little = order === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const directory = little ? tiff.readUInt32LE(4) : tiff.readUInt32BE(4);
  if (directory + 2 > tiff.length) return 1;
  for (let i = 0, entry = directory + 2; i < u16(directory) && entry + 12 <= tiff.length; i++, entry += 12)
    if (u16(entry) === 0x0112) return u16(entry + 8);
  return 1;
}

// Start-of-frame markers carry the size: C0 to CF but for C4 (Huffman tables), C8 and CC.
const START_OF_FRAME = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** Walks the segments before the image data: the EXIF one (APP1) and the frame header. */
function jpegSize(bytes: Buffer): ImageSize | undefined {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let orientation = 1;
  let at = 2;
  while (at + 9 < bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at++; // a fill byte before a marker
      continue;
    }
    const length = bytes.readUInt16BE(at + 2);
    if (marker === 0xe1 && bytes.toString('latin1', at + 4, at + 10) === 'Exif\0\0')
      orientation = exifOrientation(bytes.subarray(at + 10, at + 2 + length));
    if (START_OF_FRAME.has(marker)) {
      const size = { width: bytes.readUInt16BE(at + 7), height: bytes.readUInt16BE(at + 5) };
      return size.width && size.height ? oriented(size, orientation) : undefined;
    }
    at += 2 + length;
  }
  return undefined;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The header chunk's size, turned by an eXIf chunk's orientation as for a JPEG. */
function pngSize(bytes: Buffer): ImageSize | undefined {
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return undefined;
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  const size = { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  for (let at = 8; at + 8 <= bytes.length; at += 12 + bytes.readUInt32BE(at)) {
    if (bytes.toString('latin1', at + 4, at + 8) === 'eXIf')
      return oriented(size, exifOrientation(bytes.subarray(at + 8, at + 8 + bytes.readUInt32BE(at))));
  }
  return size;
}

// ------------------------------------------------------------------ SVG

// The root element after an optional XML declaration, comments and doctype; attribute values
// are skipped whole, as they may hold ">".
const SVG_ROOT =
  /^\uFEFF?\s*(?:<\?xml[\s\S]*?\?>\s*)?(?:(?:<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)\s*)*<svg\b((?:[^>"']|"[^"]*"|'[^']*')*)>/;
const ATTRIBUTE = /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
/** Only pixels make an intrinsic size: "100%" or "2em" leave the size to the viewBox, as in a browser. */
const PIXELS = /^\s*(\d*\.?\d+(?:e[+-]?\d+)?)\s*(?:px)?\s*$/i;

/** Width and height in pixels, else the viewBox's; one of them alone keeps the viewBox's shape. */
function svgSize(text: string): ImageSize | undefined {
  const root = SVG_ROOT.exec(text);
  if (!root) return undefined;
  const attributes = new Map([...root[1]!.matchAll(ATTRIBUTE)].map((m) => [m[1]!, m[2] ?? m[3]!]));
  const pixels = (name: string) => {
    const value = Number(PIXELS.exec(attributes.get(name) ?? '')?.[1]);
    return value > 0 ? value : undefined;
  };
  const view = (attributes.get('viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  const box = view.length === 4 && view[2]! > 0 && view[3]! > 0 ? { width: view[2]!, height: view[3]! } : undefined;
  let width = pixels('width');
  let height = pixels('height');
  if (box) {
    width ??= height === undefined ? box.width : (height * box.width) / box.height;
    height ??= (width * box.height) / box.width;
  }
  if (width === undefined || height === undefined) return undefined;
  // <img> takes whole pixels.
  return { width: Math.max(1, Math.round(width)), height: Math.max(1, Math.round(height)) };
}
