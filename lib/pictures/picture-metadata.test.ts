/** @jest-environment node */
import sharp from 'sharp';
import { hiddenData } from '../content/hidden-data.fixture';
import { unneededPart } from './picture-metadata';

const XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>';
const base = () => sharp({ create: { width: 32, height: 24, channels: 3, background: '#0ea5e9' } });

describe('unneededPart: a photo holds only what a browser needs to draw it', () => {
  it('finds nothing in photos as encoders write them: baseline and progressive JPEG, a colour profile, PNG', async () => {
    const clean = [
      await base().jpeg().toBuffer(),
      await base().jpeg({ progressive: true }).toBuffer(),
      await base().jpeg({ mozjpeg: true }).toBuffer(),
      // What a browser's canvas writes: JFIF's header and an sRGB profile.
      await base().withIccProfile('srgb').jpeg().toBuffer(),
      await base().png().toBuffer(),
      await base().png({ palette: true }).toBuffer(),
      await sharp({ create: { width: 8, height: 8, channels: 4, background: '#0ea5e980' } })
        .png()
        .toBuffer(),
    ];
    for (const bytes of clean) expect(unneededPart(bytes)).toBeUndefined();
  });

  it('names the part of a phone’s photo that says where it was taken, in JPEG and PNG', async () => {
    const phone = base()
      .withExif({ IFD0: { Make: 'Pixelphone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '28/1 36/1 50/1' } })
      .withXmp(XMP);
    expect(unneededPart(await phone.jpeg().toBuffer())).toEqual({
      part: expect.stringMatching(/^a JPEG segment a photo does not need \(APP1, at byte \d+\)$/),
    });
    expect(unneededPart(await phone.png().toBuffer())).toEqual({
      part: expect.stringMatching(/^a PNG chunk a photo does not need \("(eXIf|iTXt)", at byte \d+\)$/),
    });
  });

  it('finds data wherever it sits: after the image data, between scans, in JFIF’s header, in chunks of any name', async () => {
    for (const { name, bytes, part } of await hiddenData()) {
      // Each still draws: a browser skips what it does not know.
      expect((await sharp(bytes).raw().toBuffer()).length).toBeGreaterThan(0);
      expect([name, unneededPart(bytes)]).toEqual([name, { part: expect.stringMatching(part) }]);
    }
  });

  it('refuses a comment, a thumbnail in JFIF’s header, and anything after the end of the picture', async () => {
    const jpeg = await base().jpeg().toBuffer();
    const comment = Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe, 0, 4, 0x68, 0x69]), jpeg.subarray(2)]);
    expect(unneededPart(comment)).toEqual({ part: 'a JPEG segment a photo does not need (COM, at byte 2)' });
    const thumbnail = Buffer.from('\xff\xe0\x00\x13JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x01\x01abc', 'latin1');
    expect(unneededPart(Buffer.concat([jpeg.subarray(0, 2), thumbnail, jpeg.subarray(2)]))).toEqual({
      part: expect.stringMatching(/APP0, at byte 2/),
    });
    expect(unneededPart(Buffer.concat([jpeg, Buffer.from('<script>')]))).toEqual({
      part: `data after the end of the picture (at byte ${jpeg.length})`,
    });
    const png = await base().png().toBuffer();
    expect(unneededPart(Buffer.concat([png, await base().png().toBuffer()]))).toEqual({
      part: `data after the end of the picture (at byte ${png.length})`,
    });
    // Cut short, a file is no picture the site can read.
    expect(unneededPart(png.subarray(0, 50))).toEqual({ broken: 'a chunk cut short at byte 33' });
    expect(unneededPart(jpeg.subarray(0, jpeg.length - 2))).toEqual({ broken: 'no end of the picture' });
  });

  it('says nothing of a file that is neither JPEG nor PNG, which the check refuses for that', () => {
    expect(unneededPart(Buffer.from('<svg><script>alert(1)</script></svg>'))).toBeUndefined();
  });
});
