/**
 * Photos that hold data beside their pixels where a list of known metadata would not look: EXIF
 * after the image data has begun (baseline and progressive JPEG), PNG chunks for EXIF and
 * provenance that newer tools write (caBX, exIf, zxIf), HTML in a JFIF header or in a private PNG
 * chunk. Each carries MARKER. Shared by the tests of the content check (lib/pictures/picture-metadata.test.ts)
 * and of the CMS, which saves each afresh (e2e/cms.spec.ts).
 */
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

export const MARKER = 'Pixelphone-SN-20261207';

const base = () => sharp({ create: { width: 32, height: 24, channels: 3, background: '#0ea5e9' } });

/** A minimal EXIF block (TIFF header, no entries) followed by the marker, as an APP1 segment. */
const app1 = () =>
  segment(0xe1, Buffer.concat([Buffer.from('Exif\0\0MM\0*\0\0\0\x08\0\0\0\0\0\0', 'latin1'), Buffer.from(MARKER)]));

function segment(marker: number, payload: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

/** The offset of the marker 0xFF `marker` after `from`, outside the segments' headers. */
const markerAt = (jpeg: Buffer, marker: number, from = 2) => jpeg.indexOf(Buffer.from([0xff, marker]), from);

/** A JPEG with `insert` placed just before its end (after all the image data) or before its second scan. */
async function jpegWith(where: 'before-end' | 'between-scans'): Promise<Buffer> {
  const jpeg = await (where === 'before-end' ? base().jpeg() : base().jpeg({ progressive: true })).toBuffer();
  const firstScan = markerAt(jpeg, 0xda);
  // A progressive JPEG's later scans each begin with their own tables or scan header.
  const at =
    where === 'before-end'
      ? jpeg.length - 2
      : Math.min(...[0xc4, 0xda].map((m) => markerAt(jpeg, m, firstScan + 2)).filter((i) => i > 0));
  return Buffer.concat([jpeg.subarray(0, at), app1(), jpeg.subarray(at)]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  // A CRC of zero: a browser checks none for ancillary chunks it skips, and the check reads none.
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
}

/** A PNG with a chunk of `type` after its image data, before its end. */
async function pngWith(type: string, data: Buffer): Promise<Buffer> {
  const png = await base().png().toBuffer();
  const end = png.length - 12;
  return Buffer.concat([png.subarray(0, end), chunk(type, data), png.subarray(end)]);
}

const html = Buffer.from(`<html><body><script>alert("${MARKER}")</script></body></html>`);

/** Each hidden placement by a name for the test, with the file's name and the part the check names. */
export async function hiddenData(): Promise<{ name: string; file: string; bytes: Buffer; part: RegExp }[]> {
  const jpeg = await base().jpeg().toBuffer();
  const jfif = Buffer.concat([Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1'), html]);
  return [
    {
      name: 'EXIF after the image data (baseline JPEG)',
      file: 'after-data.jpg',
      bytes: await jpegWith('before-end'),
      part: /APP1/,
    },
    {
      name: 'EXIF between scans (progressive JPEG)',
      file: 'between-scans.jpg',
      bytes: await jpegWith('between-scans'),
      part: /APP1/,
    },
    {
      name: 'HTML in the JFIF header (APP0)',
      file: 'html-in-app0.jpg',
      bytes: Buffer.concat([jpeg.subarray(0, 2), segment(0xe0, jfif), jpeg.subarray(2)]),
      part: /APP0/,
    },
    {
      name: 'a caBX chunk (PNG)',
      file: 'cabx.png',
      bytes: await pngWith('caBX', Buffer.from(`jumb${MARKER}`)),
      part: /"caBX"/,
    },
    {
      name: 'an exIf chunk (PNG)',
      file: 'exif-chunk.png',
      bytes: await pngWith('exIf', Buffer.from(`MM\0*${MARKER}`)),
      part: /"exIf"/,
    },
    {
      name: 'a zxIf chunk (PNG)',
      file: 'zxif.png',
      bytes: await pngWith('zxIf', deflateSync(`MM\0*${MARKER}`, { level: 0 })),
      part: /"zxIf"/,
    },
    {
      name: 'HTML in a private chunk (PNG)',
      file: 'private-chunk.png',
      bytes: await pngWith('htMl', html),
      part: /"htMl"/,
    },
  ];
}
