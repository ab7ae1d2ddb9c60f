import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * A copy of the project as a fresh clone of it would have it once committed and installed: the
 * files git tracks or would track, as they are now, the installed packages as hard links (seconds,
 * no download), and the photo variants and manifest that install's postinstall encodes
 * (scripts/images.mjs), which the content check reads for an article's pictures. Nothing built:
 * no out/, no .next/. The folder (each caller's from mkdtemp) is
 * emptied, not made again, so it stays readable by its owner only.
 */
export function copyProject(into: string): void {
  mkdirSync(into, { recursive: true });
  for (const entry of readdirSync(into)) rmSync(join(into, entry), { recursive: true, force: true });
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
  });
  const tracked = listed.stdout.split('\0').filter((file) => file && existsSync(file));
  for (const file of tracked) {
    mkdirSync(dirname(join(into, file)), { recursive: true });
    cpSync(file, join(into, file));
  }
  const link = spawnSync('cp', ['-al', 'node_modules', join(into, 'node_modules')]);
  if (link.status !== 0) throw new Error(`Could not link node_modules into ${into}: ${link.stderr}`);
  if (existsSync('.cache/images')) cpSync('.cache/images', join(into, '.cache/images'), { recursive: true });
}
