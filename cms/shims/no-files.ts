/**
 * Stands in for node:fs and node:path where lib/content/load.ts and dir.cjs import them for the previews
 * (scripts/cms-bundle.mjs maps them here): a preview checks the entry being typed with the
 * loader's own `check`, and reads no file; the saved content is bundled in.
 */
const noFiles = (): never => {
  throw new Error('The CMS reads no files');
};
export const existsSync = noFiles;
export const readdirSync = noFiles;
export const readFileSync = noFiles;
export const statSync = noFiles;
export const join = noFiles;
export const relative = noFiles;
export const sep = '/';
