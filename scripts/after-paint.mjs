#!/usr/bin/env node
/**
 * Starts each page's JavaScript after its first paint. The exported HTML already shows the
 * whole page, so hydration can wait one frame; the text paints without competing with ~135 KB
 * of framework downloads on a slow connection (Lighthouse's LCP no longer waits for them).
 * Each <script src async> becomes an inert <script type="text/x-after-paint" data-src>, and
 * one small inline loader re-inserts them after the first frame. noModule polyfills stay.
 * Runs after `next build`, before scripts/csp.mjs hashes the inline scripts.
 */
import { writeFileSync } from 'node:fs';
import { htmlFiles, read } from './html-files.mjs';

const LOADER =
  "requestAnimationFrame(function(){setTimeout(function(){document.querySelectorAll('script[data-src]').forEach(function(o){var s=document.createElement('script');s.src=o.getAttribute('data-src');s.async=true;document.head.appendChild(s)})},0)})";

export function deferToFirstPaint(html) {
  if (html.includes('type="text/x-after-paint"')) return html;
  let out = html.replace(/<script src="([^"]+)" async=""><\/script>/g, '<script type="text/x-after-paint" data-src="$1"></script>');
  // Early preloads would start the same downloads before first paint.
  out = out.replace(/<link rel="preload" as="script"[^>]*\/>/g, '');
  return out.replace('</body>', `<script>${LOADER}</script></body>`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = htmlFiles();
  for (const file of files) writeFileSync(file, deferToFirstPaint(read(file)));
  console.log(`After-paint: ${files.length} pages start their JavaScript after the first frame.`);
}
