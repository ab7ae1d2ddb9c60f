/**
 * What a photo may hold: only the parts a browser needs to draw it, judged by an allow-list per
 * format wherever they sit, since a file can carry location, serial numbers or HTML in any chunk a
 * decoder skips. Read by the CMS's upload guard and the content check. Pure and browser-safe.
 */

const u16 = (bytes: Uint8Array, at: number) => (bytes[at]! << 8) | bytes[at + 1]!;
const u32 = (bytes: Uint8Array, at: number) => (u16(bytes, at) * 0x10000 + u16(bytes, at + 2)) >>> 0;
const latin1 = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
const hex = (byte: number) => byte.toString(16).toUpperCase().padStart(2, '0');

const END_OF_IMAGE = 0xd9;
const START_OF_SCAN = 0xda;
/** Markers with no length: restart markers inside the image data, and TEM. */
const STANDALONE = (marker: number) => (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01;

/**
 * The JPEG segments a decoder needs, by marker: frames (SOF0–SOF15 but the table markers),
 * Huffman and arithmetic tables, quantisation tables, the restart interval and scans; JFIF's
 * header without a thumbnail (16 bytes), the colour profile (APP2 ICC_PROFILE, which a browser's
 * own encoder writes) and Adobe's colour transform (14 bytes, needed to draw CMYK). Each says
 * whether a segment's bytes (from its length on) are the kind it allows.
 */
const JPEG_PARTS = new Map<number, (segment: Uint8Array) => boolean>([
  ...[0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf].map(
    (marker) => [marker, () => true] as const,
  ),
  ...[0xc4, 0xcc, 0xdb, 0xdd, START_OF_SCAN].map((marker) => [marker, () => true] as const),
  [0xe0, (segment) => segment.length === 16 && latin1(segment, 2, 7) === 'JFIF\0' && !segment[14] && !segment[15]],
  [0xe2, (segment) => latin1(segment, 2, 14) === 'ICC_PROFILE\0'],
  [0xee, (segment) => segment.length === 14 && latin1(segment, 2, 7) === 'Adobe'],
]);

/** The name a JPEG segment is known by, for a message: APP1, COM, or its marker. */
function segmentName(marker: number): string {
  if (marker >= 0xe0 && marker <= 0xef) return `APP${marker - 0xe0}`;
  if (marker === 0xfe) return 'COM';
  return `FF${hex(marker)}`;
}

/** Skips a scan's entropy-coded data (where 0xFF is followed by 0x00 or a restart marker): the next marker's offset. */
function afterScanData(bytes: Uint8Array, from: number): number {
  let at = from;
  while (at + 1 < bytes.length) {
    if (bytes[at] === 0xff && bytes[at + 1] !== 0 && bytes[at + 1] !== 0xff && !STANDALONE(bytes[at + 1]!)) return at;
    at++;
  }
  return bytes.length;
}

/** What a file holds that it should not (`part`), or how it breaks off where a picture should go on (`broken`). */
export type Finding = { part: string } | { broken: string };

function jpegPart(bytes: Uint8Array): Finding | undefined {
  let at = 2;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff || at + 1 >= bytes.length) return { broken: `bytes that are no JPEG segment at byte ${at}` };
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at++; // a fill byte before a marker
      continue;
    }
    if (marker === END_OF_IMAGE)
      return at + 2 < bytes.length ? { part: `data after the end of the picture (at byte ${at + 2})` } : undefined;
    if (STANDALONE(marker)) {
      at += 2;
      continue;
    }
    const end = at + 4 > bytes.length ? Infinity : at + 2 + u16(bytes, at + 2);
    if (end > bytes.length) return { broken: `a segment cut short at byte ${at}` };
    const allowed = JPEG_PARTS.get(marker);
    if (!allowed?.(bytes.subarray(at + 2, end)))
      return { part: `a JPEG segment a photo does not need (${segmentName(marker)}, at byte ${at})` };
    at = marker === START_OF_SCAN ? afterScanData(bytes, end) : end;
  }
  return { broken: 'no end of the picture' };
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * The PNG chunks a browser draws with: the critical ones, transparency, colour (gamma,
 * chromaticities, sRGB, the ICC profile, coding-independent code points, significant bits) and
 * the pixel density (9 bytes, which sharp writes). Text, EXIF, time, private and unknown chunks,
 * and animation, are not among them.
 */
const PNG_PARTS = new Map<string, (length: number) => boolean>([
  ...['IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'gAMA', 'cHRM', 'sRGB', 'iCCP', 'cICP', 'sBIT'].map(
    (type) => [type, () => true] as const,
  ),
  ['pHYs', (length) => length === 9],
]);

function pngPart(bytes: Uint8Array): Finding | undefined {
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = u32(bytes, at);
    const type = latin1(bytes, at + 4, at + 8);
    const shown = /^[A-Za-z]{4}$/.test(type) ? type : [...bytes.subarray(at + 4, at + 8)].map(hex).join(' ');
    if (at + 12 + length > bytes.length) return { broken: `a chunk cut short at byte ${at}` };
    if (!PNG_PARTS.get(type)?.(length))
      return { part: `a PNG chunk a photo does not need ("${shown}", at byte ${at})` };
    at += 12 + length;
    if (type === 'IEND')
      return at < bytes.length ? { part: `data after the end of the picture (at byte ${at})` } : undefined;
  }
  return { broken: 'no end of the picture' };
}

/**
 * The first part of a JPEG or PNG that a browser does not need to draw it, in words ("a PNG chunk
 * a photo does not need ("caBX", at byte 33)"), or where the file breaks off; undefined when it
 * holds neither (or is no JPEG or PNG).
 */
export function unneededPart(bytes: Uint8Array): Finding | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpegPart(bytes);
  if (PNG_SIGNATURE.every((byte, i) => bytes[i] === byte)) return pngPart(bytes);
  return undefined;
}
