/**
 * The files of site search's split index (./index.ts) as a page view downloads them. Apart
 * from the ranking, so that the page's startup script carries only this.
 */
import { asset, paths } from '@/lib/paths';
import type { SearchFiles, SearchManifest } from './index';

/** Reads one file of the split index by its site path; `fresh` asks past the HTTP cache. */
export type ReadSearchFile = (path: string, fresh: boolean) => Promise<unknown>;

/** From the site's own origin (works offline once cached), in `next dev` as in the export. */
export const fetchSearchFile: ReadSearchFile = async (path, fresh) => {
  const response = await fetch(asset(path), fresh ? { cache: 'no-cache' } : undefined);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
};

/** Each file at most once per page view; a failed download is forgotten, so it is tried again. */
export function searchFiles(read: ReadSearchFile, pageManifest: SearchManifest): SearchFiles {
  let manifest = Promise.resolve(pageManifest);
  const files = new Map<string, Promise<unknown>>();
  const remember = <T>(promise: Promise<T>, forget: () => void) =>
    promise.catch((error: unknown) => {
      forget();
      throw error;
    });
  return {
    manifest(reload = false) {
      if (reload) {
        const known = manifest;
        manifest = remember(read(paths.searchManifest, true) as Promise<SearchManifest>, () => (manifest = known));
      }
      return manifest;
    },
    file(path) {
      let file = files.get(path);
      if (!file) files.set(path, (file = remember(read(path, false), () => files.delete(path))));
      return file;
    },
  };
}
