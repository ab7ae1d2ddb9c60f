/**
 * The AVIF and WebP variants scripts/images.mjs made of a photo, from its manifest. Server-only
 * (it reads a file): the CMS's previews show the originals (cms/shims/photo-variants.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  MANIFEST_FILE,
  isRaster,
  manifestEntry,
  type ImageManifest,
  type ManifestEntry,
} from '@/lib/pictures/responsive-photos.cjs';

// Read at every render (the build renders few photos): `next dev` sees a re-run of the script.
function readManifest(): ImageManifest {
  const file = join(process.cwd(), MANIFEST_FILE);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ImageManifest;
  } catch (cause) {
    throw new Error(
      `Photo: cannot read ${MANIFEST_FILE}; run \`npm run images\` (the first step of \`npm run build\`).`,
      { cause },
    );
  }
}

/** A photo's variants; none for an SVG illustration, which stays as it is. */
export function photoVariants(src: string): ManifestEntry | null {
  return isRaster(src) ? manifestEntry(readManifest(), src) : null;
}
