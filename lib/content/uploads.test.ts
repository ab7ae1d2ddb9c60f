import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hostileUploads as hostile } from './hostile-uploads.fixture';
import { UPLOADS_FOLDER, uploadProblems } from './uploads';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

describe('the media folder holds photos only', () => {
  let root = '';
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'uploads-'));
    mkdirSync(join(root, UPLOADS_FOLDER, 'team'), { recursive: true });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('takes JPEG and PNG photos by their first bytes, in sub-folders too', () => {
    writeFileSync(join(root, UPLOADS_FOLDER, 'a.jpg'), JPEG);
    writeFileSync(join(root, UPLOADS_FOLDER, 'b.JPEG'), JPEG);
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
