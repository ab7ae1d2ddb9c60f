/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { hostileUploads as hostile } from './hostile-uploads.fixture';
import { hiddenData } from './hidden-data.fixture';
import { uploadName } from './picture-bytes';
import { UPLOADS_FOLDER, uploadProblems } from './uploads';

const picture = (format: 'jpeg' | 'png') => {
  const image = sharp({ create: { width: 8, height: 6, channels: 3, background: '#0ea5e9' } });
  return (format === 'jpeg' ? image.jpeg() : image.png()).toBuffer();
};
let JPEG = Buffer.alloc(0);
let PNG = Buffer.alloc(0);
beforeAll(async () => {
  [JPEG, PNG] = await Promise.all([picture('jpeg'), picture('png')]);
});

/** A PNG's signature and header chunk alone: the size it states, and nothing to decode. */
function pngHeader(width: number, height: number): Buffer {
  const header = Buffer.alloc(25);
  header.writeUInt32BE(13, 0);
  header.write('IHDR', 4, 'latin1');
  header.writeUInt32BE(width, 8);
  header.writeUInt32BE(height, 12);
  header.set([8, 2, 0, 0, 0], 16);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), header, Buffer.alloc(4)]);
}

describe('the media folder holds photos only', () => {
  let root = '';
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'uploads-'));
    mkdirSync(join(root, UPLOADS_FOLDER, 'team'), { recursive: true });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('takes JPEG and PNG photos by their first bytes, in sub-folders too', () => {
    writeFileSync(join(root, UPLOADS_FOLDER, 'a.jpg'), JPEG);
    writeFileSync(join(root, UPLOADS_FOLDER, 'b.jpeg'), JPEG);
    writeFileSync(join(root, UPLOADS_FOLDER, 'team', 'c.png'), PNG);
    expect(uploadProblems(root)).toEqual([]);
  });

  it('refuses every hostile file with one line naming it', () => {
    for (const [name, bytes] of Object.entries(hostile)) writeFileSync(join(root, UPLOADS_FOLDER, name), bytes);
    const problems = uploadProblems(root);
    expect(problems).toHaveLength(Object.keys(hostile).length);
    for (const name of Object.keys(hostile))
      expect(problems).toContain(
        `${UPLOADS_FOLDER}/${name}: is not a JPEG or PNG picture; only photos can be uploaded; remove it in the media library`,
      );
  });

  it('refuses a photo whose name says another type, and a hidden file', () => {
    writeFileSync(join(root, UPLOADS_FOLDER, 'team', 'photo.svg'), PNG);
    writeFileSync(join(root, UPLOADS_FOLDER, '.htaccess'), 'AddType text/html .jpg');
    expect(uploadProblems(root)).toEqual([
      `${UPLOADS_FOLDER}/.htaccess: is not a JPEG or PNG picture; only photos can be uploaded; remove it in the media library`,
      `${UPLOADS_FOLDER}/team/photo.svg: is a PNG picture with another ending; upload it again with a .png name; remove it in the media library`,
    ]);
  });

  it('refuses a name too long or not a slug, naming the file and the name it would take', () => {
    const names = {
      long: `${'team-offsite-'.repeat(18)}2026-1.jpg`,
      spaces: 'Team Offsite (1).jpg',
      upper: 'Offsite.jpg',
      accents: 'équipe-à-pune.jpg',
      control: 'offsite\u001b[2J.jpg',
    };
    for (const name of Object.values(names)) writeFileSync(join(root, UPLOADS_FOLDER, name), JPEG);
    const rule =
      'has a name the site cannot publish (at most 100 characters: lowercase letters, digits and single hyphens, then the ending)';
    expect(uploadProblems(root).sort()).toEqual(
      [
        [names.long, `${'team-offsite-'.repeat(6)}te.jpg`],
        [names.spaces, 'team-offsite-1.jpg'],
        [names.upper, 'offsite.jpg'],
        [names.accents, 'equipe-a-pune.jpg'],
        // The log shows a control character as its code, never the character itself.
        ['offsite\\u001b[2J.jpg', 'offsite-2j.jpg'],
      ]
        .map(
          ([shown, slug]) =>
            `${UPLOADS_FOLDER}/${shown}: ${rule}; upload it again as "${slug}"; remove it in the media library`,
        )
        .sort(),
    );
    expect(names.long).toHaveLength(244);
  });

  // A 200-character folder name passed and built (issue 61, finding 7).
  it('refuses a folder named against the files’ rule, once, naming it', () => {
    const long = 'a'.repeat(200);
    for (const folder of [long, `${long}/team`, 'Team Offsite', 'team/2026.q1'])
      mkdirSync(join(root, UPLOADS_FOLDER, folder), { recursive: true });
    writeFileSync(join(root, UPLOADS_FOLDER, long, 'a.jpg'), JPEG);
    writeFileSync(join(root, UPLOADS_FOLDER, long, 'team', 'b.jpg'), JPEG);
    writeFileSync(join(root, UPLOADS_FOLDER, 'Team Offsite', 'c.jpg'), JPEG);
    writeFileSync(join(root, UPLOADS_FOLDER, 'team', '2026.q1', 'd.jpg'), JPEG);
    writeFileSync(join(root, UPLOADS_FOLDER, 'team', 'e.jpg'), JPEG);
    const rule =
      'is a folder whose name the site cannot publish (at most 100 characters: lowercase letters, digits and single hyphens)';
    expect(uploadProblems(root).sort()).toEqual(
      [
        [long, 'a'.repeat(80)],
        ['Team Offsite', 'team-offsite'],
        ['team/2026.q1', '2026-q1'],
      ]
        .map(
          ([folder, slug]) => `${UPLOADS_FOLDER}/${folder}: ${rule}; name it "${slug}", or move its photos out of it`,
        )
        .sort(),
    );
  });

  it('takes the names the CMS gives uploads', () => {
    for (const name of ['Team Offsite (1).JPG', 'IMG_2034.jpeg', `${'x'.repeat(300)}.png`, 'été à Pune.jpg'])
      writeFileSync(join(root, UPLOADS_FOLDER, uploadName(name)), name.endsWith('.png') ? PNG : JPEG);
    expect(uploadProblems(root)).toEqual([]);
  });

  it('refuses a picture over 40 megapixels by its header, before anything decodes it', () => {
    writeFileSync(join(root, UPLOADS_FOLDER, 'bomb.png'), pngHeader(40_000, 40_000));
    writeFileSync(join(root, UPLOADS_FOLDER, 'large.png'), pngHeader(8000, 5000));
    expect(uploadProblems(root)).toEqual([
      `${UPLOADS_FOLDER}/bomb.png: is 40000 × 40000 pixels (1600 megapixels), over the 40 megapixels a photo may have; save it smaller; remove it in the media library`,
      // 40 megapixels are taken; this header alone has no picture after it.
      `${UPLOADS_FOLDER}/large.png: is not a PNG picture the site can read (no end of the picture); save it again as PNG; remove it in the media library`,
    ]);
  });

  it('refuses a photo that says where it was taken, or holds a part a browser does not need anywhere, naming the file and the part', async () => {
    const phone = await sharp(JPEG)
      .withExif({ IFD0: { Make: 'Pixelphone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '28/1 36/1 50/1' } })
      .jpeg()
      .toBuffer();
    writeFileSync(join(root, UPLOADS_FOLDER, 'offsite.jpg'), phone);
    writeFileSync(join(root, UPLOADS_FOLDER, 'offsite-clean.jpg'), JPEG);
    const hidden = await hiddenData();
    for (const { file, bytes } of hidden) writeFileSync(join(root, UPLOADS_FOLDER, 'team', file), bytes);
    const rule =
      'data beside the picture, such as where it was taken or the camera; upload it again in the content manager, which saves the picture afresh without it; remove it in the media library';
    const problems = uploadProblems(root);
    expect(problems).toHaveLength(1 + hidden.length);
    expect(problems).toContain(
      `${UPLOADS_FOLDER}/offsite.jpg: holds a JPEG segment a photo does not need (APP1, at byte 2): ${rule}`,
    );
    for (const { file, part } of hidden)
      expect(problems).toContainEqual(
        expect.stringMatching(new RegExp(`^${UPLOADS_FOLDER}/team/${file}: holds .*${part.source}.*: ${rule}`)),
      );
    // A chunk of a name no list of metadata knows.
    const png = Buffer.concat([
      PNG.subarray(0, 33),
      Buffer.from('\0\0\0\x01qvXy!\0\0\0\0', 'latin1'),
      PNG.subarray(33),
    ]);
    writeFileSync(join(root, UPLOADS_FOLDER, 'unknown.png'), png);
    expect(uploadProblems(root)).toContain(
      `${UPLOADS_FOLDER}/unknown.png: holds a PNG chunk a photo does not need ("qvXy", at byte 33): ${rule}`,
    );
  });

  it('refuses a photo over 10 MB, which the CMS refuses too', () => {
    writeFileSync(join(root, UPLOADS_FOLDER, 'huge.jpg'), Buffer.concat([JPEG, Buffer.alloc(12_000_000)]));
    expect(uploadProblems(root)).toEqual([
      `${UPLOADS_FOLDER}/huge.jpg: is 12.0 MB, over the 10 MB a photo may have; save it smaller; remove it in the media library`,
    ]);
  });

  it('has nothing to say before the first upload', () => {
    expect(uploadProblems(join(root, 'nowhere'))).toEqual([]);
  });
});
