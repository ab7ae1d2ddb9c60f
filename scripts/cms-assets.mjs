#!/usr/bin/env node
/**
 * Copies Decap CMS's browser bundle from node_modules into public/admin/decap/ (git-ignored),
 * so /admin/ loads it from the site's own origin. Run before `next build` and `npm run cms`.
 * Only what the browser loads: the entry, its chunks, two WebAssembly modules and the licence;
 * not the source maps, nor the second (cms.js) build.
 */
import { copyFileSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const dist = dirname(createRequire(import.meta.url).resolve('decap-cms/dist/decap-cms.js'));
const target = join('public', 'admin', 'decap');
const files = readdirSync(dist).filter((name) =>
  /^(\d+\.)?decap-cms\.js$|^decap-cms\.js\.LICENSE\.txt$|\.wasm$/.test(name),
);

rmSync(target, { recursive: true, force: true });
mkdirSync(target, { recursive: true });
for (const name of files) copyFileSync(join(dist, name), join(target, name));
console.log(`CMS: copied ${files.length} Decap CMS files to ${target}/.`);
