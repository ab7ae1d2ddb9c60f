/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

const SCRIPT = join(process.cwd(), 'scripts', 'images.mjs');

/** Runs the image step in a throwaway project, as `npm run build` runs it in this one. */
const run = (project: string, ...args: string[]) =>
  spawnSync(process.execPath, [SCRIPT, ...args], {
    cwd: project,
    env: { ...process.env, OUT_DIR: 'out' },
    encoding: 'utf8',
  });

/** A phone's photo: where it was taken, the camera and its serial number, turned a quarter. */
const phonePhoto = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#0ea5e9' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Pixelphone', Model: 'P9 Pro' },
      IFD2: { BodySerialNumber: 'SN-20261129' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '28/1 36/1 5000/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '77/1 12/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>',
    )
    .toBuffer();

const screenshot = () =>
  sharp({ create: { width: 40, height: 30, channels: 4, background: '#ffffff80' } })
    .png()
    .withExif({ IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 51/1 0/1' } })
    .toBuffer();

let project = '';
beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), 'images-'));
  mkdirSync(join(project, 'public', 'images', 'uploads'), { recursive: true });
});
afterEach(() => rmSync(project, { recursive: true, force: true }));

describe('the image step publishes no metadata', () => {
  it('leaves no EXIF, GPS or XMP in any file of the export, the originals included', async () => {
    const photo = await phonePhoto();
    const uploads = join(project, 'public', 'images', 'uploads');
    writeFileSync(join(uploads, 'offsite.jpg'), photo);
    writeFileSync(join(uploads, 'screen.png'), await screenshot());
    const before = await sharp(photo).metadata();
    expect(before.exif?.toString('latin1')).toContain('Pixelphone');
    expect(before.xmp).toBeDefined();

    expect(run(project).status).toBe(0);
    // Next copies public/ into the export as it is; the step after the build cleans it.
    cpSync(join(project, 'public'), join(project, 'out'), { recursive: true });
    const cleaned = run(project, '--export');
    expect(cleaned.stderr).toBe('');
    expect(cleaned.status).toBe(0);

    const pictures = readdirSync(join(project, 'out'), { recursive: true, encoding: 'utf8' }).filter((path) =>
      /\.(jpg|png|avif|webp)$/.test(path),
    );
    expect(pictures).toEqual(
      expect.arrayContaining([join('images', 'uploads', 'offsite.jpg'), join('images', 'uploads', 'screen.png')]),
    );
    expect(pictures.filter((path) => /\.(avif|webp)$/.test(path))).toHaveLength(4);
    for (const path of pictures) {
      const { exif, xmp, iptc } = await sharp(join(project, 'out', path)).metadata();
      expect({ path, exif, xmp, iptc }).toEqual({ path, exif: undefined, xmp: undefined, iptc: undefined });
    }
    // The original is still the photo, turned as the phone held it, in its own format.
    const original = await sharp(join(project, 'out', 'images', 'uploads', 'offsite.jpg')).metadata();
    expect(original).toMatchObject({ format: 'jpeg', width: 48, height: 64 });
  });

  it('refuses an export in which a picture still carries metadata, naming it', async () => {
    expect(run(project).status).toBe(0);
    mkdirSync(join(project, 'out', 'images'), { recursive: true });
    writeFileSync(join(project, 'out', 'images', 'stray.jpg'), await phonePhoto());
    const cleaned = run(project, '--export');
    expect(cleaned.status).toBe(1);
    expect(cleaned.stderr).toContain(`${join('out', 'images', 'stray.jpg')}: carries EXIF, XMP, IPTC or text metadata`);
  });
});

describe('the image step names the file it cannot encode', () => {
  it('lists each such photo, and encodes none of the run', async () => {
    const uploads = join(project, 'public', 'images', 'uploads');
    writeFileSync(join(uploads, 'good.jpg'), await phonePhoto());
    writeFileSync(join(uploads, 'broken.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]));
    const result = run(project);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Images: a photo could not be encoded:');
    expect(result.stderr).toContain(`${join('public', 'images', 'uploads', 'broken.jpg')}: `);
  });
});
