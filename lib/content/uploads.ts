/**
 * What editors upload (the CMS's media folder) is served from the site's origin, where a file
 * runs as the site: an SVG or HTML file there could run script. So the folder holds pictures
 * only, recognised by their first bytes, never by their names; SVG comes from developers, in the
 * repository's other image folders. The content check refuses anything else, one line a file.
 * Server-only: it reads files.
 */
import { readdirSync, readSync, openSync, closeSync } from 'node:fs';
import { join } from 'node:path';

/** The CMS's media folder (lib/content/cms-config.ts), from the repository root. */
export const UPLOADS_FOLDER = 'public/images/uploads';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The pictures the site can size and encode (lib/image-size.ts, scripts/images.mjs). */
const PICTURES = [
  {
    kind: 'JPEG',
    extension: /\.jpe?g$/i,
    starts: (head: Buffer) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff,
  },
  { kind: 'PNG', extension: /\.png$/i, starts: (head: Buffer) => head.subarray(0, 8).equals(PNG_SIGNATURE) },
];

/** The picture's file types, as an `accept` attribute and the CMS's image fields list them. */
export const UPLOAD_TYPES = 'image/jpeg,image/png';

function firstBytes(file: string): Buffer {
  const head = Buffer.alloc(16);
  const fd = openSync(file, 'r');
  try {
    return head.subarray(0, readSync(fd, head, 0, head.length, 0));
  } finally {
    closeSync(fd);
  }
}

function* filesUnder(dir: string, shown: string): Generator<[file: string, shown: string]> {
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    if (entry.isDirectory()) yield* filesUnder(join(dir, entry.name), `${shown}/${entry.name}`);
    else yield [join(dir, entry.name), `${shown}/${entry.name}`];
  }
}

/** Why a file is not an upload the site takes, or undefined when it is one. */
export function uploadProblem(name: string, head: Buffer): string | undefined {
  const picture = PICTURES.find((p) => p.starts(head));
  if (!picture) return 'is not a JPEG or PNG picture; only photos can be uploaded: delete it in the media library';
  if (!picture.extension.test(name))
    return `is a ${picture.kind} picture with another ending; upload it again with a .${picture.kind === 'JPEG' ? 'jpg' : 'png'} name`;
  return undefined;
}

/** One line for each file in the media folder that is not a picture the site takes. */
export function uploadProblems(root = process.cwd()): string[] {
  const dir = join(root, UPLOADS_FOLDER);
  let files: [string, string][];
  try {
    files = [...filesUnder(dir, UPLOADS_FOLDER)];
  } catch {
    return []; // no uploads yet
  }
  return files.flatMap(([file, shown]) => {
    const problem = uploadProblem(shown, firstBytes(file));
    return problem ? [`${shown}: ${problem}`] : [];
  });
}
