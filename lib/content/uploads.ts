/**
 * What editors upload (the CMS's media folder) is served from the site's origin, where a file
 * runs as the site: an SVG or HTML file there could run script. So the folder holds pictures
 * only, recognised by their first bytes, never by their names; SVG comes from developers, in the
 * repository's other image folders. The content check refuses anything else, one line a file.
 * Server-only: it reads files.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { contentDir, MAX_CONTENT_BYTES } from '../build/content-dir.cjs';
import { bytesToCheck, uploadFolderProblem, uploadProblem } from './picture-bytes';

/** The CMS's media folder (lib/content/cms-config.ts), from the repository root. */
export const UPLOADS_FOLDER = 'public/images/uploads';

/** As much of a file as its check reads (lib/content/picture-bytes.ts): none of one too large. */
const bytesOf = (file: string, size: number): Buffer => (bytesToCheck(size) ? readFileSync(file) : Buffer.alloc(0));

// A name is shown as it is but for control characters, which could rewrite the log's lines.
const printable = (name: string) =>
  name.replace(/\p{Cc}/gu, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** Every file under `dir`, hidden ones too, in name order; `shown` is how messages name `dir`. */
export function* filesUnder(dir: string, shown: string): Generator<[file: string, shown: string]> {
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    if (entry.isDirectory()) yield* filesUnder(join(dir, entry.name), `${shown}/${entry.name}`);
    else yield [join(dir, entry.name), `${shown}/${entry.name}`];
  }
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
  // Each folder once, by its path under the media folder, before the files inside it.
  const folders = new Set(
    files.flatMap(([, shown]) =>
      shown
        .slice(UPLOADS_FOLDER.length + 1)
        .split('/')
        .slice(0, -1)
        .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
    ),
  );
  const folderProblems = [...folders].flatMap((folder) => {
    const problem = uploadFolderProblem(folder.slice(folder.lastIndexOf('/') + 1));
    return problem ? [`${printable(`${UPLOADS_FOLDER}/${folder}`)}: ${problem}, or move its photos out of it`] : [];
  });
  return folderProblems.concat(
    files.flatMap(([file, shown]) => {
      const { size } = statSync(file);
      const problem = uploadProblem(shown, bytesOf(file, size), size);
      return problem ? [`${printable(shown)}: ${problem}; remove it in the media library`] : [];
    }),
  );
}

/**
 * The files of public/ as a visitor's browser asks for them (`/images/a.jpg`), which a body's
 * links to files must name (lib/content/body-rules.ts): not the host's own settings (`_headers`).
 */
export function publicFiles(root = process.cwd()): string[] {
  return [...filesUnder(join(root, 'public'), '')].map(([, shown]) => shown).filter((shown) => !/\/[._]/.test(shown));
}

/**
 * A check of each content file's text (as `content/…` names it), over the whole content folder but
 * its hidden files, and those too large to read, which the loader refuses (lib/content/load.ts).
 */
export function scanContent(check: (file: string, text: string) => string[], root = process.cwd()): string[] {
  const dir = contentDir();
  return [...filesUnder(join(root, dir), dir)]
    .filter(([, shown]) => /\.(ya?ml|md)$/.test(shown) && !shown.slice(dir.length).includes('/.'))
    .filter(([file]) => statSync(file).size <= MAX_CONTENT_BYTES)
    .flatMap(([file, shown]) => check(shown, readFileSync(file, 'utf8')));
}
