#!/usr/bin/env node
/**
 * A step of `npm run build`, after `next build`: writes each file of site search's split index
 * (lib/search-split.ts), which the route /search-index.json emits as one JSON, under OUT/search/,
 * then deletes that JSON, so the export holds only files that are served.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { OUT } from './html-files.mjs';

const bundle = join(OUT, 'search-index.json');
const files = JSON.parse(readFileSync(bundle, 'utf8'));
for (const [path, content] of Object.entries(files)) {
  mkdirSync(dirname(join(OUT, path)), { recursive: true });
  writeFileSync(join(OUT, path), JSON.stringify(content));
}
rmSync(bundle);
console.log(`Search index: ${Object.keys(files).length} files in ${join(OUT, 'search')}.`);
