/**
 * What a picture the site takes starts with, how large and how named it may be, that it holds
 * only what a browser needs to draw it (lib/pictures/picture-metadata.ts), and what to say of a file that
 * is not one: shared by the content check (lib/content/uploads.ts) and the CMS, which refuses
 * such a file before it is uploaded and names and saves afresh the ones it takes as the check
 * wants (cms/upload-guard.ts), in the same words. Pure: bytes in, words out.
 */
import { MAX_PIXELS } from '@/lib/pictures/responsive-photos.cjs';
import { unneededPart } from '@/lib/pictures/picture-metadata';
import { jpegSize, pngSize } from '@/lib/pictures/raster-size';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The pictures the site can size and encode (lib/pictures/image-size.ts, scripts/images.mjs). */
const PICTURES = [
  {
    kind: 'JPEG',
    type: 'image/jpeg',
    extension: /\.jpe?g$/i,
    starts: (head: Uint8Array) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff,
    size: jpegSize,
  },
  {
    kind: 'PNG',
    type: 'image/png',
    extension: /\.png$/i,
    starts: (head: Uint8Array) => PNG_SIGNATURE.every((byte, i) => head[i] === byte),
    size: pngSize,
  },
];

/** The picture's file types, as an `accept` attribute and the CMS's image fields list them. */
export const UPLOAD_TYPES = 'image/jpeg,image/png';

/** Larger photos would weigh on every page that shows them; the CMS's media library says the same. */
export const MAX_UPLOAD_BYTES = 10_000_000;

/**
 * The longest name an upload may have, its ending included. The build names each variant after
 * it with a width and a hash added, and a 244-character name broke every build (ENAMETOOLONG).
 */
export const MAX_UPLOAD_NAME = 100;
/** Lowercase letters and digits in words joined by single hyphens, then the ending. */
const UPLOAD_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*\.[a-z0-9]+$/;
// A slug leaves room for the "-1" the CMS adds to a name already taken.
const SLUG_LENGTH = 80;

/**
 * The name the site takes for an upload named `name`: accents dropped, lowercase, every run of
 * other characters (spaces, punctuation, control characters, other scripts) one hyphen, at most
 * 80 characters before the ending. "Team Offsite (1).JPG" -> "team-offsite-1.jpg".
 */
export function uploadName(name: string): string {
  const slug = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  const dot = name.lastIndexOf('.');
  const ending = dot > 0 ? slug(name.slice(dot + 1)) : '';
  const base =
    slug(dot > 0 ? name.slice(0, dot) : name)
      .slice(0, SLUG_LENGTH)
      .replace(/-$/, '') || 'photo';
  return ending ? `${base}.${ending}` : base;
}

/**
 * Why a folder inside the media folder is not named as the site can publish it, or undefined: the
 * upload names' rule without an ending, since every variant's path holds the folder's name too.
 */
export function uploadFolderProblem(folder: string): string | undefined {
  if (folder.length <= MAX_UPLOAD_NAME && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(folder)) return undefined;
  return `is a folder whose name the site cannot publish (at most ${MAX_UPLOAD_NAME} characters: lowercase letters, digits and single hyphens); name it "${uploadName(folder.replaceAll('.', '-'))}"`;
}

/** The bytes to read of a file of `size` bytes to check it: all of it, unless its size alone refuses it. */
export const bytesToCheck = (size: number) => (size > MAX_UPLOAD_BYTES ? 0 : size);

/** The kind of picture `bytes` start with (its name and MIME type), if the site takes it. */
export const pictureKind = (bytes: Uint8Array) => PICTURES.find((p) => p.starts(bytes));

/**
 * Why a file is not an upload the site takes, judged by what can be read before it is decoded
 * (its size in bytes and pixels, its kind and name), or undefined. The CMS asks this before it
 * decodes a file to save it afresh.
 */
export function headerProblem(name: string, bytes: Uint8Array, size = bytes.length): string | undefined {
  if (size > MAX_UPLOAD_BYTES)
    return `is ${(size / 1_000_000).toFixed(1)} MB, over the ${MAX_UPLOAD_BYTES / 1_000_000} MB a photo may have; save it smaller`;
  const picture = PICTURES.find((p) => p.starts(bytes));
  if (!picture) return 'is not a JPEG or PNG picture; only photos can be uploaded';
  if (!picture.extension.test(name))
    return `is a ${picture.kind} picture with another ending; upload it again with a .${picture.kind === 'JPEG' ? 'jpg' : 'png'} name`;
  const own = name.slice(name.lastIndexOf('/') + 1);
  if (own.length > MAX_UPLOAD_NAME || !UPLOAD_NAME.test(own))
    return `has a name the site cannot publish (at most ${MAX_UPLOAD_NAME} characters: lowercase letters, digits and single hyphens, then the ending); upload it again as "${uploadName(own)}"`;
  const pixels = picture.size(bytes);
  if (!pixels) return `is not a ${picture.kind} picture the site can read; save it again as ${picture.kind}`;
  if (pixels.width * pixels.height > MAX_PIXELS)
    return `is ${pixels.width} × ${pixels.height} pixels (${Math.round((pixels.width * pixels.height) / 1e6)} megapixels), over the ${MAX_PIXELS / 1e6} megapixels a photo may have; save it smaller`;
  return undefined;
}

/**
 * Why a file is not an upload the site takes, or undefined when it is one. `bytes` holds the file
 * (bytesToCheck of it), `size` its length; `name` may be a path, whose last part is checked.
 */
export function uploadProblem(name: string, bytes: Uint8Array, size = bytes.length): string | undefined {
  const problem = headerProblem(name, bytes, size);
  if (problem) return problem;
  const found = unneededPart(bytes);
  const { kind } = pictureKind(bytes)!;
  if (found && 'broken' in found)
    return `is not a ${kind} picture the site can read (${found.broken}); save it again as ${kind}`;
  if (found)
    return `holds ${found.part}: data beside the picture, such as where it was taken or the camera; upload it again in the content manager, which saves the picture afresh without it`;
  return undefined;
}
