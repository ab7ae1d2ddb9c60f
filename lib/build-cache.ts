/**
 * What the builds of one `npm test` run draw from the same data, drawn once: the Open Graph
 * cards and the datasheets (a third of a build's page generation: 155 and 250 ms of CPU each).
 * The tests' content and the editors' often give a card or a datasheet the same data, and the code
 * that draws it cannot change within a run, so the data alone is the key. The harness names a
 * folder of its own for the run (BUILD_CACHE_DIR, tests/harness/run-tests.mjs) and removes it
 * after; any other build (a deploy, `npm start`, `npm run build`) has none and draws everything.
 * Server-only: it reads and writes files.
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
