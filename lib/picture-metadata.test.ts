import sharp from 'sharp';
import { carriesMetadata, withoutMetadata } from './picture-metadata';

const XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>';

/** A phone's photo: where it was taken, the camera and its serial number, held turned a quarter. */
const phonePhoto = (format: 'jpeg' | 'png' = 'jpeg') => {
  const image = sharp({ create: { width: 64, height: 48, channels: 3, background: '#0ea5e9' } })
    .composite([{ input: Buffer.from('<svg width="64" height="48"><circle cx="20" cy="20" r="12"/></svg>') }])
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Pixelphone', Model: 'P9 Pro' },
      IFD2: { BodySerialNumber: 'SN-20261129' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '28/1 36/1 5000/100' },
    })
    .withXmp(XMP);
  return (format === 'jpeg' ? image.jpeg() : image.png()).toBuffer();
};

const pixels = (bytes: Uint8Array) => sharp(bytes).autoOrient().raw().toBuffer();
const exifText = async (bytes: Uint8Array) => (await sharp(bytes).metadata()).exif?.toString('latin1') ?? '';

describe('withoutMetadata', () => {
  it('drops where a JPEG was taken, the camera and XMP, keeping its pixels and the way it stands', async () => {
    const photo = await phonePhoto();
    expect(await exifText(photo)).toContain('Pixelphone');
    const clean = withoutMetadata(photo);
    const meta = await sharp(clean).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', orientation: 6, autoOrient: { width: 48, height: 64 } });
    expect(meta.xmp).toBeUndefined();
    expect(await exifText(clean)).not.toMatch(/Pixelphone|P9 Pro|SN-2026/);
    // No GPS directory (tag 0x8825) is left to point at.
    expect(Buffer.from(clean).includes(Buffer.from([0x88, 0x25]))).toBe(false);
    expect(await pixels(clean)).toEqual(await pixels(photo));
    expect(clean.length).toBeLessThan(photo.length);
  });

  it('drops the pictures a phone appends after its own, which carry their own EXIF', async () => {
    const photo = await phonePhoto();
    const appended = Buffer.concat([photo, await phonePhoto()]);
    const clean = withoutMetadata(appended);
    expect(Buffer.from(clean).includes(Buffer.from('Pixelphone'))).toBe(false);
    expect(await pixels(clean)).toEqual(await pixels(photo));
  });

  it('drops a PNG’s EXIF and text chunks, keeping its pixels', async () => {
    const photo = await phonePhoto('png');
    expect(await exifText(photo)).toContain('Pixelphone');
    const clean = withoutMetadata(photo);
    const meta = await sharp(clean).metadata();
    expect({ exif: meta.exif, xmp: meta.xmp, comments: meta.comments }).toEqual({
      exif: undefined,
      xmp: undefined,
      comments: undefined,
    });
    expect(await sharp(clean).raw().toBuffer()).toEqual(await sharp(photo).raw().toBuffer());
  });

  it('leaves a file it cannot read as it is', () => {
    const bytes = Buffer.from('<svg><script>alert(1)</script></svg>');
    expect(withoutMetadata(bytes)).toBe(bytes);
  });
});

describe('carriesMetadata', () => {
  it('is true of a phone’s photo, false once it is clean and of a picture saved without any', async () => {
    const photo = await phonePhoto();
    expect(carriesMetadata(photo)).toBe(true);
    expect(carriesMetadata(withoutMetadata(photo))).toBe(false);
    expect(carriesMetadata(await phonePhoto('png'))).toBe(true);
    const plain = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    expect(carriesMetadata(plain)).toBe(false);
  });
});
