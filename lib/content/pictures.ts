/**
 * The pictures of content entries, with the width and height read from their files
 * (lib/pictures/image-size.ts): editors name a picture and describe it, and the templates still get the
 * size that reserves its box. Server-only: it reads files.
 */
import { ImageFileError, imageSize, type ImageSize } from '@/lib/pictures/image-size';
import { ContentError, type FieldAt, type Loaded } from './load';
import type { personSchema } from './collections/people';
import type { leaderSchema } from '@/lib/content/collections/leaders';
import type { productSchema } from '@/lib/content/collections/products';

/**
 * Each picture with its file's size, in order. A file that gives none is a problem of the
 * picture's `src` field; one ContentError names them all.
 */
function sized<I extends { src: string }>(
  pictures: readonly (readonly [image: I, field: string])[],
  root: string,
): (I & ImageSize)[] {
  const problems: string[] = [];
  const found = pictures.flatMap(([image, field]) => {
    try {
      return [{ ...image, ...imageSize(image.src, root) }];
    } catch (error) {
      if (!(error instanceof ImageFileError)) throw error;
      problems.push(`${field}: Names ${error.file}, which ${error.reason}.`);
      return [];
    }
  });
  if (problems.length) throw new ContentError(problems);
  return found;
}

/** A leader with the size of their portrait. */
export function withPortraitSize(leader: Loaded<typeof leaderSchema>, at: FieldAt, root: string) {
  return { ...leader, image: sized([[leader.image, at(['image', 'src'])]], root)[0]! };
}

/** A person with the size of their photo, when they have one. */
export function withPhotoSize(person: Loaded<typeof personSchema>, at: FieldAt, root: string) {
  const { photo, ...rest } = person;
  return photo ? { ...rest, photo: sized([[photo, at(['photo', 'src'])]], root)[0]! } : rest;
}

/** A product with the size of each of its images. */
export function withImageSizes(product: Loaded<typeof productSchema>, at: FieldAt, root: string) {
  const pictures = product.images.map((image, i) => [image, at(['images', i, 'src'])] as const);
  return { ...product, images: sized(pictures, root) };
}
