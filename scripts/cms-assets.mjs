#!/usr/bin/env node
/**
 * Copies Decap CMS's browser bundle from node_modules into public/admin/decap/ (git-ignored),
 * so /admin/ loads it from the site's own origin. Run before `next build` and `npm run cms`.
 * Only what the browser loads: the entry, its chunks, two WebAssembly modules and the licence;
 * not the source maps, nor the second (cms.js) build.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const dist = dirname(createRequire(import.meta.url).resolve('decap-cms/dist/decap-cms.js'));
const target = join('public', 'admin', 'decap');
const files = readdirSync(dist).filter((name) =>
  /^(\d+\.)?decap-cms\.js$|^decap-cms\.js\.LICENSE\.txt$|\.wasm$/.test(name),
);

mkdirSync(target, { recursive: true });
// Builds may run side by side (scripts/run-tests.mjs): files already in place are left alone, and
// only what an older Decap left behind is removed.
for (const name of readdirSync(target)) if (!files.includes(name)) rmSync(join(target, name));
let copied = 0;
for (const name of files) {
  const [from, to] = [join(dist, name), join(target, name)];
  if (existsSync(to) && statSync(to).size === statSync(from).size) continue;
  copyFileSync(from, to);
  copied++;
}
console.log(`CMS: ${files.length} Decap CMS files in ${target}/ (${copied} copied).`);
