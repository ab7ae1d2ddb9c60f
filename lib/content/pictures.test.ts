/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { collectionDefs } from './collections';
import { loadCollection } from './load';
import { problems } from './problems.fixture';
import { withImageSizes, withPortraitSize } from './pictures';
import { EDITED } from '../build/content-dir.cjs';

// Each test writes a throwaway project, its content where an editor's is (lib/build/content-dir.cjs).
process.env.CONTENT_DIR = EDITED;

/** A throwaway repository root: content files and the pictures under public/ they name. */
let root = '';
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'pictures-'));
});

function put(path: string, bytes: string | Buffer) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), bytes);
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#6366f1' } })
    .png()
    .toBuffer();

const leader = (src: string) => `person: asha-rao
image:
  src: ${src}
  alt: Portrait of Asha Rao, Head of Delivery
summary: Runs delivery across the staffing and technology services practices.
bio:
  - One paragraph.
competencies:
  - Delivery
  - Hiring
  - Governance
order: 30
`;

const leaders = () => loadCollection(collectionDefs.leaders, root, withPortraitSize);

describe('content pictures', () => {
  it('get the size of their file; a picture replaced by another of a different shape gets the new size', async () => {
    put('public/images/leaders/asha-rao.png', await png(48, 64));
    put('content/leaders/asha-rao.yaml', leader('/images/leaders/asha-rao.png'));
    expect(leaders()[0]!.image).toEqual({
      src: '/images/leaders/asha-rao.png',
      alt: 'Portrait of Asha Rao, Head of Delivery',
      width: 48,
      height: 64,
    });

    // The editor uploads a new photo under the same name: nothing in the entry changes.
    put('public/images/leaders/asha-rao.png', await png(90, 30));
    expect(leaders()[0]!.image).toMatchObject({ width: 90, height: 30 });

    // Or picks an illustration instead.
    put('public/images/leaders/asha-rao.svg', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 560"/>');
    put('content/leaders/asha-rao.yaml', leader('/images/leaders/asha-rao.svg'));
    expect(leaders()[0]!.image).toMatchObject({ src: '/images/leaders/asha-rao.svg', width: 480, height: 560 });
  });

  it('stop the build naming the file, line and field of a picture whose file is missing', () => {
    put('content/leaders/asha-rao.yaml', leader('/images/leaders/asha-rao.jpg'));
    expect(problems(leaders)).toEqual([
      'content/leaders/asha-rao.yaml:3: Image › Image file (image.src): Names public/images/leaders/asha-rao.jpg, which does not exist.',
    ]);
  });

  it('stop the build naming every picture of an entry that gives no size, each with its line', async () => {
    const product = readFileSync(join(process.cwd(), 'content/products/5g-cpe.yaml'), 'utf8');
    put('content/products/5g-cpe.yaml', product);
    put('public/images/products/5g-cpe-1.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="100%"/>');
    put('public/images/products/5g-cpe-2.svg', await png(8, 6));
    const load = () => loadCollection(collectionDefs.products, root, withImageSizes);
    const srcLine = (n: number) => product.split('\n').indexOf(`  - src: /images/products/5g-cpe-${n}.svg`) + 1;
    expect(problems(load)).toEqual([
      `content/products/5g-cpe.yaml:${srcLine(1)}: Images › item 1 › Image file (images[0].src): Names public/images/products/5g-cpe-1.svg, which is not an SVG file with a size (its <svg> tag needs width and height, or a viewBox).`,
      `content/products/5g-cpe.yaml:${srcLine(2)}: Images › item 2 › Image file (images[1].src): Names public/images/products/5g-cpe-2.svg, which is not an SVG file with a size (its <svg> tag needs width and height, or a viewBox).`,
    ]);

    put('public/images/products/5g-cpe-1.svg', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600"/>');
    put('public/images/products/5g-cpe-2.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640"/>');
    expect(load()[0]!.images.map(({ width, height }) => [width, height])).toEqual([
      [800, 600],
      [640, 640],
    ]);
  });
});
