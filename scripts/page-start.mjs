#!/usr/bin/env node
/**
 * Holds each page's JavaScript back until the visitor reaches for it (lib/page-start/ says why):
 * checks that Next's script output still has the shape page-start expects (docs/upgrading-nextjs.md),
 * writes page-start inline before </body>, and makes each script and preload inert until then.
 * It edits HTML only, so every content-hashed file under _next/ keeps its bytes; it runs before
 * scripts/csp.mjs hashes the inline scripts.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import nextShape from '../lib/page-start/next-shape.cjs';
import { basePath, htmlFiles, OUT, read } from './html-files.mjs';
import {
  applyEdits,
  attr,
  elements,
  escapeAttribute,
  isExecutableInline,
  isScriptPreload,
  parseHtml,
  span,
  textContent,
} from './html-edit.mjs';

const UPGRADE_NOTE = 'See docs/upgrading-nextjs.md.';

const isStartupScript = (element) =>
  element.tagName === 'script' &&
  attr(element, 'src') !== undefined &&
  attr(element, 'async') !== undefined &&
  attr(element, 'nomodule') === undefined;

/**
 * What page-start relies on in a page Next wrote (lib/page-start/next-shape.cjs), as a list of
 * broken expectations (empty when the page has the expected shape): its app starts from
 * `<script src async>` files under `<basePath>/_next/static/`, it has no blocking or deferred
 * script page-start would not hold back, its React data is pushed by inline `self.__next_f`
 * scripts, and it has a </body>.
 */
export function nextScriptContract(html, base = basePath) {
  const problems = [];
  let startup = 0;
  let flight = 0;
  let body = false;
  for (const element of elements(parseHtml(html))) {
    if (element.tagName === 'body' && element.sourceCodeLocation?.endTag) body = true;
    if (element.tagName !== 'script') continue;
    const src = attr(element, 'src');
    if (isStartupScript(element)) {
      startup++;
      if (!nextShape.isAppScript(src, base))
        problems.push(`a startup script outside ${base}${nextShape.STATIC_DIR}: ${src}`);
    } else if (src !== undefined && attr(element, 'nomodule') === undefined) {
      problems.push(`a script that is not async (blocking or deferred): ${src}`);
    } else if (isExecutableInline(element) && nextShape.pushesServerData(textContent(element))) {
      flight++;
    }
  }
  if (!startup) problems.push('no <script src async>: Next no longer starts the app from async scripts');
  if (!flight)
    problems.push(`no inline ${nextShape.SERVER_DATA_QUEUE} script: React’s server data is no longer inline`);
  if (!body) problems.push('no </body> to put page-start before');
  return problems;
}

/** The href of every script preload or modulepreload in the page. */
const preloads = (html) => [...elements(parseHtml(html))].filter(isScriptPreload).map((el) => attr(el, 'href'));

/** The src of every script the page would start with (its async, non-noModule scripts). */
export function startupScripts(html) {
  return [...elements(parseHtml(html))].filter(isStartupScript).map((el) => attr(el, 'src'));
}

/**
 * The chunks the given chunks' code loads on demand (each island's lazy `import()`: a dialog,
 * a menu panel, the notifications), as `<base>/_next/…` paths (lib/page-start/next-shape.cjs);
 * one level deep is what an island's first use waits for. Drops what `known` already lists.
 */
export function lazyChunks(sources, known = [], base = basePath) {
  const found = new Set(sources.flatMap((source) => nextShape.lazyChunkPaths(source, base)));
  return [...found].filter((src) => !known.includes(src));
}

/** A script element that does not run: page-start reads its `data-src` (and `mark`, an attribute). */
const inert = (type, src, mark) =>
  `<script type="${type}" data-src="${escapeAttribute(src)}"${mark ? ` ${mark}` : ''}></script>`;

/**
 * The page with its scripts held back for `page-start` (the inline script's body), and `idle` (more
 * script files, marked `data-lazy`: they run only when an island asks) added to what page-start
 * prefetches when idle; null when it has no script.
 */
export function deferToFirstPaint(html, script, idle = []) {
  const edits = [];
  let deferred = 0;
  let bodyEnd;
  for (const element of elements(parseHtml(html))) {
    const at = span(element);
    if (element.tagName === 'body') bodyEnd = element.sourceCodeLocation?.endTag?.startOffset;
    if (!at) continue;
    const hold = (type, src, mark) =>
      edits.push({ start: at[0], end: at[1], text: inert(type, src, mark && 'data-module') });
    if (isStartupScript(element)) {
      hold('text/x-page-start', attr(element, 'src'), attr(element, 'type') === 'module');
      deferred++;
    } else if (isScriptPreload(element) && attr(element, 'href') !== undefined) {
      // Early preloads would start the same downloads before first paint; page-start prefetches them when idle.
      hold('text/x-page-start-preload', attr(element, 'href'), attr(element, 'rel').toLowerCase() === 'modulepreload');
    }
  }
  if (!deferred || bodyEnd === undefined) return null;
  const prefetched = idle.map((src) => inert('text/x-page-start-preload', src, 'data-lazy')).join('');
  edits.push({ start: bodyEnd, end: bodyEnd, text: `${prefetched}<script>${script}</script>` });
  return applyEdits(html, edits);
}

/**
 * Bundles page-start (lib/page-start/, type-checked with the project) into the inline script's
 * body: one self-running function, minified.
 */
export async function compilePageStart() {
  // Imported here: the tests of this file's pure parts run where esbuild cannot (jsdom).
  const { build } = await import('esbuild');
  const { outputFiles } = await build({
    stdin: {
      contents: "import { pageStart } from './index'; pageStart();",
      resolveDir: 'lib/page-start',
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify: true,
    write: false,
    logLevel: 'warning',
  });
  return outputFiles[0].text.trim();
}

async function main() {
  const script = await compilePageStart();
  const files = htmlFiles();
  const problems = [];
  const pages = [];
  let islandChunks = 0;
  // Pages share their startup chunks: each chunk is read and scanned once, not once per page, so
  // this step grows with the pages and the chunks, not with their product.
  const chunks = new Map();
  const chunk = (src) => {
    if (!chunks.has(src)) {
      const path = join(OUT, src.slice(basePath.length).split('?')[0]);
      chunks.set(src, existsSync(path) ? lazyChunks([readFileSync(path, 'utf8')]) : null);
    }
    return chunks.get(src);
  };
  for (const file of files) {
    const source = read(file);
    const startup = startupScripts(source);
    const broken = nextScriptContract(source);
    for (const src of startup) {
      if (!chunk(src)) broken.push(`a startup script that is not in ${OUT}: ${src}`);
    }
    if (broken.length) {
      problems.push(`${file}: ${broken.join('; ')}`);
      continue;
    }
    // Islands' own chunks too: a first tap then waits for no second download.
    const known = new Set([...startup, ...preloads(source)]);
    const islands = [...new Set(startup.flatMap(chunk))].filter((src) => !known.has(src));
    islandChunks += islands.length;
    pages.push([file, deferToFirstPaint(source, script, islands)]);
  }
  // Every page has lazily loaded islands (the header's menus and search): none found means
  // Turbopack writes dynamic imports differently now, and first taps would wait for downloads.
  if (pages.length && !islandChunks)
    problems.push(
      'no page has a lazily loaded chunk in the shape lazyChunks() reads (Promise.all(["static/chunks/…"]))',
    );
  if (problems.length || !files.length) {
    console.error(
      `Page-start: Next's script output is not what page-start expects (or the step already ran; run it once, right after \`next build\`). ${UPGRADE_NOTE}\n` +
        (problems.length ? problems.join('\n') : `No pages found in ${OUT}/.`),
    );
    process.exit(1);
  }
  for (const [file, html] of pages) writeFileSync(file, html);
  console.log(
    `Page-start: ${files.length} pages start their JavaScript on first interaction (page-start ${script.length} bytes inline), ${(islandChunks / Math.max(1, pages.length)).toFixed(1)} island chunks a page prefetched when idle; no file under _next/ changed.`,
  );
}

// Not top-level await: Jest loads this file as CommonJS for the unit tests.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
