/**
 * Sveltia CMS's "Work with Local Repository" asks for a folder with showDirectoryPicker(), which a
 * headless browser cancels. The shim answers with a real directory in the page's origin-private
 * file system (OPFS), filled with this repository's content first, so the CMS reads and writes
 * through the real File System Access API; the test then reads back what it wrote.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { contentPath } from '../lib/build/content-dir.cjs';

/** The folders the CMS scans: content and the media library. */
const SCANNED = ['content', 'public/images/uploads'];

/**
 * Where a file the CMS names (`content/jobs/a.yaml`) is on disk: in this project, in the content
 * folder the build under test was made from (lib/build/content-dir.cjs); in a throwaway one, as named.
 */
export const onDisk = (path: string, root = '.') => (root === '.' ? contentPath(path) : join(root, path));

function filesUnder(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Makes showDirectoryPicker() hand the CMS an OPFS folder holding a copy of `root`'s content,
 * with `overrides` (path to text) in place of those files, or beside them where none has that path.
 */
export async function shimFolderPicker(page: Page, root = '.', overrides: Record<string, string> = {}) {
  const paths = SCANNED.flatMap((dir) =>
    filesUnder(onDisk(dir, root)).map((file) => dir + file.slice(onDisk(dir, root).length)),
  );
  const copies = [...new Set([...paths, ...Object.keys(overrides)])].map((path) => {
    const bytes = path in overrides ? Buffer.from(overrides[path]!) : readFileSync(onDisk(path, root));
    return { path, base64: bytes.toString('base64') };
  });
  await page.addInitScript(
    ({ files }) => {
      // The CMS's preview is a frame of the same origin: filling the folder again from there
      // would pull it from under the CMS.
      if (window !== window.top) return;
      const repo = async () => {
        const opfs = await navigator.storage.getDirectory();
        return opfs.getDirectoryHandle('repository', { create: true });
      };
      const write = async (dir: FileSystemDirectoryHandle, path: string, bytes: Uint8Array) => {
        const parts = path.split('/');
        let here = dir;
        for (const part of parts.slice(0, -1)) here = await here.getDirectoryHandle(part, { create: true });
        const writable = await (await here.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
        await writable.write(bytes as BufferSource);
        await writable.close();
      };
      // Filled once per page load, before the CMS asks; `.git` marks it as a repository's root.
      const ready = (async () => {
        const opfs = await navigator.storage.getDirectory();
        await opfs.removeEntry('repository', { recursive: true }).catch(() => undefined);
        const dir = await repo();
        await dir.getDirectoryHandle('.git', { create: true });
        for (const file of files)
          await write(
            dir,
            file.path,
            Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0)),
          );
      })();
      // `__folderFilled` lets a measurement (bench/scale.mjs) start its clock once the folder is full.
      Object.assign(window, { __folderFilled: ready, showDirectoryPicker: async () => (await ready, repo()) });
      // Sveltia saves through a temporary file moved over the entry where move() exists; the
      // private file system's move() does not replace an existing file as a disk folder's does,
      // so the CMS is left to write in place, as it does in browsers without move().
      delete (FileSystemFileHandle.prototype as { move?: unknown }).move;
    },
    { files: copies },
  );
}

/** Every file in the CMS's folder whose bytes differ from `root`'s, or that is new there. */
export async function changedFiles(page: Page, root = '.'): Promise<{ path: string; bytes: Buffer }[]> {
  const all = await page.evaluate(async () => {
    const found: { path: string; base64: string }[] = [];
    const walk = async (dir: FileSystemDirectoryHandle, prefix: string) => {
      for await (const [name, handle] of dir as unknown as AsyncIterable<[string, FileSystemHandle]>) {
        if (name === '.git' || name.startsWith('.sveltia-tmp')) continue;
        const path = prefix ? `${prefix}/${name}` : name;
        if (handle.kind === 'directory') await walk(handle as FileSystemDirectoryHandle, path);
        else {
          const bytes = new Uint8Array(await (await (handle as FileSystemFileHandle).getFile()).arrayBuffer());
          let binary = '';
          for (const b of bytes) binary += String.fromCharCode(b);
          found.push({ path, base64: btoa(binary) });
        }
      }
    };
    // A file the CMS is still writing (an upload in flight while a test polls) can be gone
    // between the listing and the read: the folder is looked at again once it has settled.
    for (let tries = 1; ; tries++)
      try {
        found.length = 0;
        await walk(await (await navigator.storage.getDirectory()).getDirectoryHandle('repository'), '');
        return found;
      } catch (error) {
        if ((error as DOMException).name !== 'NotFoundError' || tries === 5) throw error;
        await new Promise((settled) => setTimeout(settled, 100));
      }
  });
  return all
    .map(({ path, base64 }) => ({ path, bytes: Buffer.from(base64, 'base64') }))
    .filter(({ path, bytes }) => {
      try {
        return !readFileSync(onDisk(path, root)).equals(bytes);
      } catch {
        return true;
      }
    });
}
