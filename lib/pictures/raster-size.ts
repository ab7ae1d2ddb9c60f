/**
 * A JPEG's or PNG's size in pixels, read from its header alone: before anything decodes it, so a
 * picture too large to decode (a decompression bomb: 40000 × 40000 pixels in a 194 KB PNG) is
 * refused by its size. The sizes are the ones after EXIF orientation, as browsers show the file
 * and sharp encodes its variants (scripts/images.mjs). Pure and browser-safe: the content loader
 * (lib/pictures/image-size.ts), the content check and the CMS (lib/content/picture-bytes.ts) share it.
 */
export interface ImageSize {
  width: number;
  height: number;
}

const latin1 = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
const u16 = (bytes: Uint8Array, at: number, little = false) =>
  little ? bytes[at]! | (bytes[at + 1]! << 8) : (bytes[at]! << 8) | bytes[at + 1]!;
const u32 = (bytes: Uint8Array, at: number, little = false) =>
  little
    ? (u16(bytes, at + 2, true) * 0x10000 + u16(bytes, at, true)) >>> 0
    : (u16(bytes, at) * 0x10000 + u16(bytes, at + 2)) >>> 0;

/** EXIF orientations 5 to 8 turn the picture a quarter: width and height swap. */
const oriented = (size: ImageSize, orientation: number): ImageSize =>
  orientation >= 5 && orientation <= 8 ? { width: size.height, height: size.width } : size;

/** The Orientation tag (0x0112) of the first image directory of EXIF data (a TIFF header on). */
function exifOrientation(tiff: Uint8Array): number {
  const order = latin1(tiff, 0, 2);
  if (tiff.length < 8 || (order !== 'II' && order !== 'MM')) return 1;
  const little = order === 'II';
  const directory = u32(tiff, 4, little);
  if (directory + 2 > tiff.length) return 1;
  const entries = u16(tiff, directory, little);
  for (let i = 0, entry = directory + 2; i < entries && entry + 12 <= tiff.length; i++, entry += 12)
    if (u16(tiff, entry, little) === 0x0112) return u16(tiff, entry + 8, little);
  return 1;
}

// Start-of-frame markers carry the size: C0 to CF but for C4 (Huffman tables), C8 and CC.
const START_OF_FRAME = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** Walks the segments before the image data: the EXIF one (APP1) and the frame header. */
export function jpegSize(bytes: Uint8Array): ImageSize | undefined {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let orientation = 1;
  let at = 2;
  while (at + 9 < bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at++; // a fill byte before a marker
      continue;
    }
    const length = u16(bytes, at + 2);
    if (marker === 0xe1 && latin1(bytes, at + 4, at + 10) === 'Exif\0\0')
      orientation = exifOrientation(bytes.subarray(at + 10, at + 2 + length));
    if (START_OF_FRAME.has(marker)) {
      const size = { width: u16(bytes, at + 7), height: u16(bytes, at + 5) };
      return size.width && size.height ? oriented(size, orientation) : undefined;
    }
    at += 2 + length;
  }
  return undefined;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The header chunk's size, turned by an eXIf chunk's orientation as for a JPEG. */
export function pngSize(bytes: Uint8Array): ImageSize | undefined {
  if (bytes.length < 24 || !PNG_SIGNATURE.every((byte, i) => bytes[i] === byte)) return undefined;
  if (latin1(bytes, 12, 16) !== 'IHDR') return undefined;
  const size = { width: u32(bytes, 16), height: u32(bytes, 20) };
  for (let at = 8; at + 8 <= bytes.length; at += 12 + u32(bytes, at)) {
    if (latin1(bytes, at + 4, at + 8) === 'eXIf')
      return oriented(size, exifOrientation(bytes.subarray(at + 8, at + 8 + u32(bytes, at))));
  }
  return size;
}
