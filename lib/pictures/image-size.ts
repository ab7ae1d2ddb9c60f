/**
 * A picture's size, read from its file under public/, so content never states it and a replaced
 * file leaves no stale width behind. Synchronous and standalone, because the loader builds its
 * entries on import, also where scripts/images.mjs has not run. Server-only.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { jpegSize, pngSize, type ImageSize } from './raster-size';

export type { ImageSize };

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
