#!/usr/bin/env node
/**
 * Starts each page's JavaScript when the visitor first interacts with it. The exported HTML
 * already shows the whole page and works without scripts (plain links, native disclosure,
 * forms that cannot leak), so React's startup (~135 KB to download, then a long task to
 * instantiate modules and hydrate the document) need not compete with a slow phone's first
 * paint and reading: it starts on the first pointer move, touch, key, wheel, scroll or focus,
 * which comes before the visitor can reach any island. Pages that must act on arrival start
 * after their first frame instead: a query string to apply (shared filter links) or an element
 * marked `data-start-at-once` (the pricing page opens its lead dialog on arrival).
 * A button pressed before the app could listen is pressed again once it has hydrated, so the
 * first tap on "Apply Now" or the search button still opens its dialog.
 * Each <script src async> becomes an inert <script type="text/x-after-paint" data-src>, and
 * one small inline loader re-inserts them. noModule polyfills stay.
 * The chunks those scripts load start with V8's explicit compile hint, so Chrome compiles their
 * functions while it downloads them, off the main thread, instead of one by one on the main
 * thread when the app starts (that lazy compilation was most of the long startup task).
 * Runs after `next build`, before scripts/csp.mjs hashes the inline scripts; fails when a page
 * has nothing to defer (Next's output changed, or the step already ran).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { basePath, htmlFiles, OUT, read } from './html-files.mjs';
import { applyEdits, attr, elements, escapeAttribute, parseHtml, span } from './html-edit.mjs';

const LOADER =
  "(function(){var events=['pointerdown','pointermove','touchstart','keydown','wheel','scroll','focusin'],options={capture:true,passive:true},started=false,pressed=null,root=document.documentElement;" +
  // A button pressed before React listens did nothing: press it again once the app is live.
  // Once React listens (its marker on document), it replays such clicks itself.
  "function remember(e){if(Object.keys(document).some(function(k){return k.indexOf('_reactListening')===0}))return;var b=e.target.closest&&e.target.closest('button');if(b&&b.type==='button')pressed=b}" +
  "addEventListener('click',remember,true);" +
  "new MutationObserver(function(r,o){if(!root.hasAttribute('data-hydrated'))return;o.disconnect();removeEventListener('click',remember,true);if(pressed&&pressed.isConnected)pressed.click()}).observe(root,{attributes:true,attributeFilter:['data-hydrated']});" +
  'function start(){if(started)return;started=true;events.forEach(function(e){removeEventListener(e,start,options)});' +
  "document.querySelectorAll('script[data-src]').forEach(function(o){var s=document.createElement('script');s.src=o.getAttribute('data-src');s.async=true;document.head.appendChild(s)})}" +
  "if(location.search||document.querySelector('[data-start-at-once]'))requestAnimationFrame(function(){setTimeout(start,0)});" +
  'else events.forEach(function(e){addEventListener(e,start,options)})})()';

/** https://v8.dev/blog/explicit-compile-hints: a file-level magic comment on the first line. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

export const withCompileHint = (js) => (js.startsWith(COMPILE_HINT) ? js : COMPILE_HINT + js);

/** The src of every script the page would start with (its async, non-noModule scripts). */
export function startupScripts(html) {
  return [...elements(parseHtml(html))]
    .filter((el) => el.tagName === 'script' && attr(el, 'src') !== undefined && attr(el, 'async') !== undefined && attr(el, 'nomodule') === undefined)
    .map((el) => attr(el, 'src'));
}

/** The page with its async scripts deferred to after the first paint; null when it has none. */
export function deferToFirstPaint(html) {
  const edits = [];
  let deferred = 0;
  let bodyEnd;
  for (const element of elements(parseHtml(html))) {
    const at = span(element);
    if (element.tagName === 'body') bodyEnd = element.sourceCodeLocation?.endTag?.startOffset;
    if (!at) continue;
    const src = attr(element, 'src');
    if (element.tagName === 'script' && src !== undefined && attr(element, 'async') !== undefined && attr(element, 'nomodule') === undefined) {
      edits.push({ start: at[0], end: at[1], text: `<script type="text/x-after-paint" data-src="${escapeAttribute(src)}"></script>` });
      deferred++;
    } else if (element.tagName === 'link' && (attr(element, 'rel') ?? '').toLowerCase() === 'preload' && attr(element, 'as') === 'script') {
      // Early preloads would start the same downloads before first paint.
      edits.push({ start: at[0], end: at[1], text: '' });
    }
  }
  if (!deferred || bodyEnd === undefined) return null;
  edits.push({ start: bodyEnd, end: bodyEnd, text: `<script>${LOADER}</script>` });
  return applyEdits(html, edits);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const untouched = [];
  const chunks = new Set();
  const files = htmlFiles();
  for (const file of files) {
    const source = read(file);
    const html = deferToFirstPaint(source);
    if (html === null) untouched.push(file);
    else writeFileSync(file, html);
    for (const src of startupScripts(source)) if (src.startsWith(`${basePath}/_next/`)) chunks.add(join(OUT, src.slice(basePath.length).split('?')[0]));
  }
  for (const chunk of chunks) writeFileSync(chunk, withCompileHint(readFileSync(chunk, 'utf8')));
  if (untouched.length || !files.length) {
    console.error(
      `After-paint: no <script src async> (or no </body>) in ${untouched.length ? untouched.join(', ') : 'out/ (no pages found)'}. ` +
        'Run it once, right after `next build`; if Next changed how it writes scripts, update scripts/after-paint.mjs.',
    );
    process.exit(1);
  }
  console.log(`After-paint: ${files.length} pages start their JavaScript on first interaction; ${chunks.size} startup chunks carry a compile hint.`);
}
