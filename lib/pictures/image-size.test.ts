/** @jest-environment node */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { ImageFileError, imageSize } from './image-size';

let root = '';
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'image-size-'));
});

/** Writes a picture under the throwaway root's public/ and returns its src. */
function put(src: string, bytes: string | Buffer): string {
  const file = join(root, 'public', src);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, bytes);
  return src;
}

const raster = (format: 'jpeg' | 'png', width: number, height: number, orientation?: number) => {
  const image = sharp({ create: { width, height, channels: 3, background: '#0ea5e9' } })[format]();
  return (orientation ? image.withMetadata({ orientation }) : image).toBuffer();
};

const svg = (attributes: string) => `<svg xmlns="http://www.w3.org/2000/svg" ${attributes}><rect/></svg>`;

/** The reason imageSize gives, or '' when it reads a size. */
const refusal = (src: string) => {
  try {
    imageSize(src, root);
    return '';
  } catch (error) {
    if (error instanceof ImageFileError) return error.message;
    throw error;
  }
};

describe('imageSize of a photo', () => {
  it.each(['jpeg', 'png'] as const)('reads a %s’s size from its header', async (format) => {
    expect(
      imageSize(put(`/images/a.${format === 'jpeg' ? 'jpg' : 'png'}`, await raster(format, 48, 64)), root),
    ).toEqual({ width: 48, height: 64 });
  });

  it.each(['jpeg', 'png'] as const)(
    'swaps the sides of a %s whose EXIF orientation turns it a quarter, as sharp does for the variants',
    async (format) => {
      const bytes = await raster(format, 48, 64, 6);
      const { autoOrient } = await sharp(bytes).metadata();
      expect(imageSize(put(`/images/turned.${format === 'jpeg' ? 'jpg' : 'png'}`, bytes), root)).toEqual({
        width: 64,
        height: 48,
      });
      expect(autoOrient).toEqual({ width: 64, height: 48 });
    },
  );

  it('reads the committed portrait as sharp does', async () => {
    const src = '/images/leaders/arjun-malhotra.jpg';
    const { autoOrient } = await sharp(join(process.cwd(), 'public', src)).metadata();
    expect(imageSize(src)).toEqual(autoOrient);
  });
});

describe('imageSize of an SVG', () => {
  it.each([
    ['width and height', 'width="480" height="560" viewBox="0 0 48 56"', { width: 480, height: 560 }],
    ['width and height in px', 'width="480px" height="560px"', { width: 480, height: 560 }],
    ['the viewBox alone', 'viewBox="0 0 800 600"', { width: 800, height: 600 }],
    ['a viewBox written with commas', 'viewBox="0,0,800,600"', { width: 800, height: 600 }],
    ['a width and the viewBox’s shape', 'width="400" viewBox="0 0 800 600"', { width: 400, height: 300 }],
    ['a height and the viewBox’s shape', 'height="300" viewBox="0 0 800 600"', { width: 400, height: 300 }],
    [
      'relative sizes, which leave it to the viewBox',
      'width="100%" height="2em" viewBox="0 0 80 60"',
      { width: 80, height: 60 },
    ],
    ['fractions, rounded to whole pixels', 'viewBox="0 0 24.4 12.6"', { width: 24, height: 13 }],
  ])('takes %s', (_, attributes, size) => {
    expect(imageSize(put('/images/a.svg', svg(attributes)), root)).toEqual(size);
  });

  it('finds the root tag after a declaration, comments and a doctype, skipping ">" in values', () => {
    const text = `\uFEFF<?xml version="1.0"?>\n<!-- drawn by hand -->\n<!DOCTYPE svg>\n<svg data-note="a > b" width="32" height="16"><g width="1"/></svg>`;
    expect(imageSize(put('/images/a.svg', text), root)).toEqual({ width: 32, height: 16 });
  });

  it('reads a committed product illustration', () => {
    expect(imageSize('/images/products/5g-cpe-1.svg')).toEqual({ width: 800, height: 600 });
  });
});

describe('imageSize of a picture that gives none', () => {
  it('names a missing file', () => {
    expect(refusal('/images/gone.jpg')).toBe('public/images/gone.jpg does not exist');
    mkdirSync(join(root, 'public', 'images', 'folder.png'), { recursive: true });
    expect(refusal('/images/folder.png')).toBe('public/images/folder.png does not exist');
  });

  it('refuses a file that is not what its name says, or of another kind', async () => {
    const webp = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .webp()
      .toBuffer();
    expect(refusal(put('/images/phone.jpg', webp))).toBe(
      'public/images/phone.jpg is not a JPEG file (save it again as JPEG or PNG)',
    );
    expect(refusal(put('/images/photo.png', await raster('jpeg', 4, 4)))).toBe(
      'public/images/photo.png is not a PNG file (save it again as JPEG or PNG)',
    );
    expect(refusal(put('/images/photo.webp', webp))).toBe('public/images/photo.webp is not a JPEG, PNG or SVG file');
  });

  it('refuses an SVG without a size, or a file that is not SVG', () => {
    const reason = 'is not an SVG file with a size (its <svg> tag needs width and height, or a viewBox)';
    expect(refusal(put('/images/a.svg', svg('width="100%"')))).toBe(`public/images/a.svg ${reason}`);
    expect(refusal(put('/images/b.svg', svg('height="40"')))).toBe(`public/images/b.svg ${reason}`);
    expect(refusal(put('/images/c.svg', '<html><svg width="1" height="1"/></html>'))).toBe(
      `public/images/c.svg ${reason}`,
    );
  });
});

describe('imageSize cache', () => {
  it('reads a file replaced by another of a different shape again', async () => {
    const src = put('/images/swap.png', await raster('png', 40, 30));
    expect(imageSize(src, root)).toEqual({ width: 40, height: 30 });
    put(src, await raster('png', 30, 90));
    expect(imageSize(src, root)).toEqual({ width: 30, height: 90 });
  });
});
