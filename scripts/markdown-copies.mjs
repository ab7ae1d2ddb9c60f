#!/usr/bin/env node
/**
 * A step of `npm run build`, after the export: a plain Markdown copy of every page at a stable
 * address beside it (`/about/` -> `/about/index.md`, scripts/markdown-copy.mjs), for the AI
 * assistants /llms.txt points to (app/llms.txt/route.ts). Made from the page the same build
 * wrote, so an editor's change reaches it with the page; no page links to it, so no visitor meets it.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { attr, elementsNamed, htmlFiles, OUT, read, routeOf } from './html-files.mjs';
import { markdownCopy, markdownRoute } from './markdown-copy.mjs';

let written = 0;
for (const file of htmlFiles()) {
  const html = read(file);
  // The page's own address: a page without one (404.html) is no page an assistant is sent to.
  const canonical = elementsNamed(html, 'link').find((link) => attr(link, 'rel') === 'canonical');
  const url = canonical && attr(canonical, 'href');
  const route = routeOf(file);
  if (!url || !route.endsWith('/')) continue;
  const markdown = markdownCopy(html, url);
  if (!markdown) continue;
  writeFileSync(join(OUT, markdownRoute(route).slice(1)), markdown);
  written++;
}
console.log(`Markdown copies: ${written} pages, each at <page>/index.md.`);
