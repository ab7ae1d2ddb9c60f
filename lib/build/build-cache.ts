/**
 * Within one `npm test` run, the Open Graph cards and datasheets are drawn once per data: the two
 * builds often share it, and drawing is a third of a build's page generation. Only the harness
 * names a cache folder (BUILD_CACHE_DIR); every other build draws everything. Server-only.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export async function drawnOnce(
  kind: string,
  data: unknown,
  draw: () => Promise<Uint8Array>,
  dir = process.env.BUILD_CACHE_DIR,
): Promise<Uint8Array> {
  if (!dir) return draw();
  const file = join(dir, kind, createHash('sha256').update(JSON.stringify(data)).digest('hex'));
  try {
    return new Uint8Array(readFileSync(file));
  } catch {
    // Not drawn yet in this run.
  }
  const bytes = await draw();
  mkdirSync(join(dir, kind), { recursive: true });
  // Two builds' workers may draw the same file at once: each writes its own and renames it into
  // place, so a reader never sees half a file.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
  return bytes;
}
