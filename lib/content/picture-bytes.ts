/**
 * What a picture the site takes starts with, and what to say of a file that is not one: shared
 * by the content check (lib/content/uploads.ts) and the CMS, which refuses such a file before it
 * is uploaded (cms/upload-guard.ts), in the same words. Pure: bytes in, words out.
 */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The pictures the site can size and encode (lib/image-size.ts, scripts/images.mjs). */
const PICTURES = [
  {
    kind: 'JPEG',
    extension: /\.jpe?g$/i,
    starts: (head: Uint8Array) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff,
  },
  {
    kind: 'PNG',
    extension: /\.png$/i,
    starts: (head: Uint8Array) => PNG_SIGNATURE.every((byte, i) => head[i] === byte),
  },
];

/** The picture's file types, as an `accept` attribute and the CMS's image fields list them. */
export const UPLOAD_TYPES = 'image/jpeg,image/png';

/** Larger photos would weigh on every page that shows them; the CMS's media library says the same. */
export const MAX_UPLOAD_BYTES = 10_000_000;

/** Why a file is not an upload the site takes, or undefined when it is one. */
export function uploadProblem(name: string, head: Uint8Array, bytes = 0): string | undefined {
  if (bytes > MAX_UPLOAD_BYTES)
    return `is ${(bytes / 1_000_000).toFixed(1)} MB, over the ${MAX_UPLOAD_BYTES / 1_000_000} MB a photo may have; save it smaller`;
  const picture = PICTURES.find((p) => p.starts(head));
  if (!picture) return 'is not a JPEG or PNG picture; only photos can be uploaded';
  if (!picture.extension.test(name))
    return `is a ${picture.kind} picture with another ending; upload it again with a .${picture.kind === 'JPEG' ? 'jpg' : 'png'} name`;
  return undefined;
}
