/**
 * What page-start relies on in the files Next.js and Turbopack write, none of it promised by Next
 * (docs/upgrading-nextjs.md), in one module: an upgrade that changes one of them changes this file.
 * Its test (next-shape.test.ts) finds each name in the installed Next and Turbopack and fails
 * naming docs/upgrading-nextjs.md when one is gone; the build's contract check
 * (scripts/page-start.mjs) holds every exported page to the shape. CommonJS, like base-path.cjs,
 * so the build's scripts load it without a build step.
 */

/** What the app's startup scripts and Turbopack's chunk lists are relative to, under the base path. */
const NEXT_DIR = '/_next/';
/** Where the app's startup scripts live: `<base>/_next/static/…`. */
const STATIC_DIR = `${NEXT_DIR}static/`;
/**
 * React's server data: inline scripts push it onto this queue as the HTML is parsed, and the app
 * reads the queue whenever it starts, so page-start may start it late.
 */
const SERVER_DATA_QUEUE = 'self.__next_f';
/**
 * Turbopack's chunks register on this global queue and its runtime takes them in any order, so
 * page-start may insert them on the first interaction, in any order (lib/page-start/app-start.ts).
 */
const CHUNK_QUEUE = 'TURBOPACK';

/** Whether a script's src is one of the app's startup files, under `base`. */
const isAppScript = (src, base) => src.startsWith(`${base}${STATIC_DIR}`);

/** Whether an inline script pushes React's server data. */
const pushesServerData = (code) => code.includes(SERVER_DATA_QUEUE);

/**
 * The chunks a chunk's code loads on demand, as `<base>/_next/…` paths: Turbopack writes each
 * dynamic import as a literal list, `Promise.all(["static/chunks/….js", …].map(…))`.
 */
function lazyChunkPaths(code, base) {
  const found = [];
  for (const [, list] of code.matchAll(/Promise\.all\(\[((?:"static\/chunks\/[\w.-]+\.js",?)+)\]/g))
    for (const [, chunk] of list.matchAll(/"(static\/chunks\/[\w.-]+\.js)"/g)) found.push(`${base}${NEXT_DIR}${chunk}`);
  return found;
}

module.exports = {
  NEXT_DIR,
  STATIC_DIR,
  SERVER_DATA_QUEUE,
  CHUNK_QUEUE,
  isAppScript,
  pushesServerData,
  lazyChunkPaths,
};
