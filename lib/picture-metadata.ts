/**
 * A photo without what it says about itself: a phone's JPEG records where it was taken (GPS), the
 * phone's make, model and serial number (EXIF, XMP, IPTC), and often carries more pictures after
 * its own (MPF: depth maps, gain maps, each with its own EXIF). The CMS drops all of it before an
 * upload is committed (cms/upload-guard.ts), so it never reaches the repository's history, and the
 * content check refuses an upload that still carries it (lib/content/picture-bytes.ts).
 * Lossless: the image data is kept byte for byte, with its colour profile; a JPEG's orientation is
 * kept in an EXIF block of its own, so the photo stands as it was taken. The build re-encodes
 * every photo anyway (scripts/images.mjs). Pure and browser-safe.
 */

const u16 = (bytes: Uint8Array, at: number) => (bytes[at]! << 8) | bytes[at + 1]!;
const u32 = (bytes: Uint8Array, at: number) => (u16(bytes, at) * 0x10000 + u16(bytes, at + 2)) >>> 0;
const ascii = (bytes: Uint8Array, from: number, text: string) =>
  [...text].every((char, i) => bytes[from + i] === char.charCodeAt(0));

function concat(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The Orientation (0x0112) of an EXIF block's first image directory (its TIFF header on), 1 without one. */
function orientationOf(tiff: Uint8Array): number {
  const little = ascii(tiff, 0, 'II');
  if (!little && !ascii(tiff, 0, 'MM')) return 1;
  const read16 = (at: number) => (little ? tiff[at]! | (tiff[at + 1]! << 8) : u16(tiff, at));
  const read32 = (at: number) => (little ? (read16(at + 2) * 0x10000 + read16(at)) >>> 0 : u32(tiff, at));
  const directory = read32(4);
  if (directory + 2 > tiff.length) return 1;
  for (let i = 0, entry = directory + 2; i < read16(directory) && entry + 12 <= tiff.length; i++, entry += 12)
    if (read16(entry) === 0x0112) return read16(entry + 8);
  return 1;
}

/** An APP1 segment whose EXIF holds the orientation alone: one entry, big-endian. */
function orientationSegment(orientation: number): Uint8Array {
  const exif = [
    ...[0x45, 0x78, 0x69, 0x66, 0, 0], // "Exif\0\0"
    ...[0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8], // "MM", 42, first directory at 8
    ...[0, 1], // one entry
    ...[0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0], // Orientation, SHORT, 1, value
    ...[0, 0, 0, 0], // no next directory
  ];
  return Uint8Array.from([0xff, 0xe1, (exif.length + 2) >> 8, (exif.length + 2) & 0xff, ...exif]);
}

const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP14 = 0xee;
const START_OF_SCAN = 0xda;
const END_OF_IMAGE = 0xd9;

/**
 * Keeps of a JPEG's segments before its image data those a decoder needs (tables, frame,
 * restart interval), JFIF (APP0), the colour profile (APP2 ICC_PROFILE) and Adobe's colour
 * transform (APP14); drops every other application segment and comment; ends at the end of the
 * first picture. Undefined when the bytes are not a JPEG it can walk.
 */
function jpegWithout(bytes: Uint8Array): Uint8Array<ArrayBuffer> | undefined {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let orientation = 1;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at++; // a fill byte before a marker
      continue;
    }
    const end = at + 2 + u16(bytes, at + 2);
    if (end > bytes.length) return undefined;
    if (marker === START_OF_SCAN) {
      // After JFIF's APP0 when there is one, which must come first.
      if (orientation !== 1) kept.splice(bytes[3] === APP0 ? 2 : 1, 0, orientationSegment(orientation));
      // Entropy-coded data never holds 0xFF 0xD9 (a data 0xFF is followed by 0x00): the first is the picture's end.
      for (let i = end; i + 1 < bytes.length; i++)
        if (bytes[i] === 0xff && bytes[i + 1] === END_OF_IMAGE) return concat([...kept, bytes.subarray(at, i + 2)]);
      return undefined;
    }
    const application = marker >= 0xe0 && marker <= 0xef;
    if (marker === APP1 && ascii(bytes, at + 4, 'Exif\0\0')) orientation = orientationOf(bytes.subarray(at + 10, end));
    const keep =
      (!application && marker !== 0xfe) ||
      marker === APP0 ||
      marker === APP14 ||
      (marker === APP2 && ascii(bytes, at + 4, 'ICC_PROFILE\0'));
    if (keep) kept.push(bytes.subarray(at, end));
    at = end;
  }
  return undefined;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Chunks that say something about the picture's maker or place: EXIF, text, the time it was saved. */
const PNG_METADATA = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt', 'tIME']);

/** A PNG's chunks without the metadata ones, up to its end chunk. */
function pngWithout(bytes: Uint8Array): Uint8Array<ArrayBuffer> | undefined {
  if (!PNG_SIGNATURE.every((byte, i) => bytes[i] === byte)) return undefined;
  const kept: Uint8Array[] = [bytes.subarray(0, 8)];
  for (let at = 8; at + 12 <= bytes.length;) {
    const end = at + 12 + u32(bytes, at);
    if (end > bytes.length) return undefined;
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (!PNG_METADATA.has(type)) kept.push(bytes.subarray(at, end));
    if (type === 'IEND') return concat(kept);
    at = end;
  }
  return undefined;
}

/** The photo without its metadata, or the bytes as they are when they are not a JPEG or PNG it can read. */
export function withoutMetadata<B extends ArrayBufferLike>(bytes: Uint8Array<B>): Uint8Array<B | ArrayBuffer> {
  return jpegWithout(bytes) ?? pngWithout(bytes) ?? bytes;
}

/** Whether a photo carries metadata (or anything after its picture) that withoutMetadata drops. */
export function carriesMetadata(bytes: Uint8Array): boolean {
  const clean = withoutMetadata(bytes);
  return clean !== bytes && (clean.length !== bytes.length || clean.some((byte, i) => byte !== bytes[i]));
}
