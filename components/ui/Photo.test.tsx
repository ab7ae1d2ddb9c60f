import { readFileSync } from 'node:fs';
import { render, screen } from '@testing-library/react';
import type { ImageManifest } from '@/lib/pictures/responsive-photos.cjs';
import { Photo } from './Photo';

jest.mock('node:fs', () => ({ readFileSync: jest.fn() }));

const manifest: ImageManifest = {
  '/images/leaders/a.jpg': {
    width: 1600,
    height: 1920,
    bytes: 400_000,
    hash: 'ab12cd34ef',
    variants: [320, 1600].flatMap((width) =>
      (['avif', 'webp'] as const).map((format) => ({
        format,
        width,
        height: width * 1.2,
        path: `/_img/images/leaders/a.${width}.ab12cd34ef.${format}`,
        bytes: 1,
      })),
    ),
  },
};

// As the content loader hands it over: width and height read from the file (lib/pictures/image-size.ts).
const photo = { src: '/images/leaders/a.jpg', alt: 'Portrait of A', width: 1600, height: 1920 };

beforeEach(() => {
  jest.mocked(readFileSync).mockReset().mockReturnValue(JSON.stringify(manifest));
});

describe('Photo', () => {
  it('offers AVIF, then WebP, over the original, reserving the photo’s box and loading lazily', () => {
    const { container } = render(<Photo image={photo} sizes="7rem" />);
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]).toHaveAttribute(
      'srcset',
      '/_img/images/leaders/a.320.ab12cd34ef.avif 320w, /_img/images/leaders/a.1600.ab12cd34ef.avif 1600w',
    );
    expect(sources[1]).toHaveAttribute('sizes', '7rem');
    const img = screen.getByRole('img', { name: 'Portrait of A' });
    expect(img).toHaveAttribute('src', '/images/leaders/a.jpg');
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '1920');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
  });

  it('loads a priority photo at once and first', () => {
    render(<Photo image={photo} sizes="24rem" priority />);
    const img = screen.getByRole('img', { name: 'Portrait of A' });
    expect(img).not.toHaveAttribute('loading');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('keeps an SVG illustration a plain image, without reading the manifest', () => {
    const { container } = render(
      <Photo image={{ ...photo, src: '/images/leaders/b.svg', width: 480, height: 560 }} sizes="7rem" />,
    );
    expect(container.querySelector('picture')).toBeNull();
    const img = screen.getByRole('img', { name: 'Portrait of A' });
    expect(img).toHaveAttribute('src', '/images/leaders/b.svg');
    expect(img).toHaveAttribute('width', '480');
    expect(img).toHaveAttribute('height', '560');
    expect(readFileSync).not.toHaveBeenCalled();
  });

  it('stops the build naming a photo that has no variants, or a missing manifest', () => {
    expect(() => Photo({ image: { ...photo, src: '/images/leaders/c.png' }, sizes: '7rem' })).toThrow(
      'Photo public/images/leaders/c.png: no generated variants',
    );
    jest.mocked(readFileSync).mockImplementation(() => {
      throw new Error('ENOENT');
    });
    expect(() => Photo({ image: photo, sizes: '7rem' })).toThrow('Photo: cannot read .cache/images/manifest.json');
  });
});
