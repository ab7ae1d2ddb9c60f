/** @jest-environment node */
import {
  isRaster,
  manifestEntry,
  srcSet,
  variantHeight,
  variantPath,
  variantWidths,
  type ImageManifest,
  type ManifestEntry,
} from './responsive-photos.cjs';

const portrait: ManifestEntry = {
  width: 1600,
  height: 1920,
  bytes: 415_000,
  hash: 'ab12cd34ef',
  variants: [640, 320, 1600].flatMap((width) =>
    (['avif', 'webp'] as const).map((format) => ({
      format,
      width,
      height: variantHeight(width, { width: 1600, height: 1920 }),
      path: variantPath('/images/leaders/a.jpg', 'ab12cd34ef', width, format),
      bytes: 1,
    })),
  ),
};

describe('variantWidths', () => {
  it('never upscales: a source narrower than the largest width ends at its own width', () => {
    expect(variantWidths(1600)).toEqual([320, 640, 960, 1280, 1600]);
    expect(variantWidths(200)).toEqual([200]);
    expect(variantWidths(640)).toEqual([320, 640]);
  });

  it('stops at the largest width for a wider source', () => {
    expect(variantWidths(4000)).toEqual([320, 640, 960, 1280, 1920]);
  });
});

describe('variant files', () => {
  it('keep the aspect ratio', () => {
    expect(variantHeight(320, { width: 1600, height: 1920 })).toBe(384);
    expect(variantHeight(333, { width: 1000, height: 750 })).toBe(250);
  });

  it('are named after the source, width and content hash, under /_img', () => {
    expect(variantPath('/images/leaders/a.jpg', 'ab12', 640, 'avif')).toBe('/_img/images/leaders/a.640.ab12.avif');
    expect(variantPath('/images/products/x.y.PNG', 'ab12', 320, 'webp')).toBe(
      '/_img/images/products/x.y.320.ab12.webp',
    );
  });

  it('are made for JPEG and PNG only', () => {
    expect(['a.jpg', 'a.JPEG', 'a.png'].every(isRaster)).toBe(true);
    expect(['a.svg', 'a.webp', 'jpg'].some(isRaster)).toBe(false);
  });
});

describe('srcSet', () => {
  it('lists one format by ascending width', () => {
    expect(srcSet(portrait, 'avif', '')).toBe(
      '/_img/images/leaders/a.320.ab12cd34ef.avif 320w, /_img/images/leaders/a.640.ab12cd34ef.avif 640w, /_img/images/leaders/a.1600.ab12cd34ef.avif 1600w',
    );
  });

  it('encodes the spaces of an upload’s own file name, which would split a candidate', () => {
    const path = variantPath('/images/uploads/Team offsite (1).jpg', 'ab12', 320, 'avif');
    const upload = { variants: [{ format: 'avif' as const, width: 320, height: 240, path, bytes: 1 }] };
    expect(srcSet(upload, 'avif', '')).toBe('/_img/images/uploads/Team%20offsite%20(1).320.ab12.avif 320w');
  });

  it('puts the base path before every URL', () => {
    const urls = srcSet(portrait, 'webp', '/quantivo-site').split(', ');
    expect(urls).toHaveLength(3);
    for (const candidate of urls)
      expect(candidate).toMatch(/^\/quantivo-site\/_img\/images\/leaders\/a\.\d+\.ab12cd34ef\.webp \d+w$/);
  });
});

describe('manifestEntry', () => {
  const manifest: ImageManifest = { '/images/leaders/a.jpg': portrait };

  it('finds a generated photo', () => {
    expect(manifestEntry(manifest, '/images/leaders/a.jpg')).toBe(portrait);
  });

  it('stops the build naming a photo that has no variants', () => {
    expect(() => manifestEntry(manifest, '/images/leaders/b.jpg')).toThrow(
      /public\/images\/leaders\/b\.jpg: no generated variants; run `npm run images`/,
    );
  });
});
