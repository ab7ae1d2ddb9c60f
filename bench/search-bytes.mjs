#!/usr/bin/env node
/**
 * What one search downloads from an export: `searchBytes(outDir, query)` runs the browser's own
 * search (lib/search/index.ts and lib/search/files.ts, bundled with esbuild) over the files of
 * OUT/search/, with the manifest every page carries, and returns each file the query reads (its
 * words' shards; chunks only for one-character words alone) with its size, raw and gzip. The
 * scale bench (bench/scale.mjs) prints it per query.
 * `node bench/search-bytes.mjs [query ...]` prints it for OUT_DIR (default out/).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

/** The queries the bench reports: a common word, one letter, a phrase with no match today, two words. */
export const BENCH_QUERIES = ['cloud', 'q', 'sap s4hana', 'react developer'];

let search;
/** Search as the browser runs it, bundled once per process. */
function loadSearch() {
  search ??= build({
    stdin: {
      contents: "export { searchSite } from './lib/search'; export { searchFiles } from './lib/search/files';",
      resolveDir: join(import.meta.dirname, '..'),
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    logLevel: 'warning',
  }).then(
    ({ outputFiles }) =>
      import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].contents).toString('base64')}`),
  );
  return search;
}

/** The files a query downloads, in order, each with its size raw and gzip, and their totals. */
export async function searchBytes(outDir, query) {
  const { searchFiles, searchSite } = await loadSearch();
  const files = [];
  // The pages carry the manifest that the export also serves for searches whose files have gone.
  const manifest = JSON.parse(readFileSync(join(outDir, 'search', 'manifest.json'), 'utf8'));
  await searchSite(
    searchFiles(async (path) => {
      const body = readFileSync(join(outDir, path));
      files.push({ path, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
      return JSON.parse(body.toString('utf8'));
    }, manifest),
    query,
  );
  const sum = (key) => files.reduce((total, file) => total + file[key], 0);
  return { query, files, raw: sum('raw'), gzip: sum('gzip') };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const out = process.env.OUT_DIR || 'out';
  const queries = process.argv.slice(2).length ? process.argv.slice(2) : BENCH_QUERIES;
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  for (const query of queries) {
    const { files, raw, gzip } = await searchBytes(out, query);
    console.log(`"${query}": ${files.length} files, ${kb(raw)} raw, ${kb(gzip)} gzip`);
    for (const file of files) console.log(`  ${file.path}  ${file.raw} B, ${file.gzip} B gzip`);
  }
}
