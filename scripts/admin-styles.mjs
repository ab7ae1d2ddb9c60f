#!/usr/bin/env node
/**
 * After `next build`: the site's own stylesheet, copied to out/admin/site.css, styles the CMS's
 * previews (cms/main.ts registers it), so an editor sees an entry in the site's look. Three
 * things the site's pages get from elsewhere are made part of the copy:
 *  - its url()s (the fonts) are relative to the stylesheet's own folder under /_next/: they are
 *    rewritten to absolute paths there, which the CMS's policy allows ('self');
 *  - the font's custom property is set by a class on the pages' <html> (next/font), which the
 *    preview's frame does not have: the same declarations are set on its :root;
 *  - the font is `display: optional` for the pages' first paint; a preview swaps to it instead,
 *    so an editor sees the site's font rather than the fallback a cold cache keeps.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN_DIR, OUT, attr, basePath, elementsNamed, read } from './html-files.mjs';

const home = read(join(OUT, 'index.html'));
const sheets = elementsNamed(home, 'link')
  .filter((link) => attr(link, 'rel') === 'stylesheet')
  .map((link) => attr(link, 'href'));
if (!sheets.length) throw new Error('admin-styles: the home page links no stylesheet');

const absoluteUrls = (css, href) =>
  css.replace(/url\((["']?)(?!data:|\/|https?:)([^)"']+)\1\)/g, (_, quote, path) => {
    const url = new URL(path, `http://site${href}`);
    return `url(${quote}${url.pathname}${quote})`;
  });
let css = sheets
  .map((href) => absoluteUrls(readFileSync(join(OUT, href.slice(basePath.length)), 'utf8'), href))
  .join('\n')
  .replaceAll('font-display:optional', 'font-display:swap');

const htmlClasses = (attr(elementsNamed(home, 'html')[0], 'class') ?? '').split(/\s+/).filter(Boolean);
const rootRules = htmlClasses.flatMap((name) => [...css.matchAll(new RegExp(`\\.${name}\\{([^}]*)\\}`, 'g'))]);
if (!rootRules.some(([, body]) => body.includes('--font-inter')))
  throw new Error('admin-styles: no class on the home page’s <html> sets --font-inter; previews would lose the font');
css += `\n:root{${rootRules.map(([, body]) => body).join(';')}}`;

writeFileSync(join(OUT, ADMIN_DIR, 'site.css'), css);
console.log(
  `CMS previews: ${sheets.length} stylesheet(s), ${Math.round(css.length / 1024)} KB, in ${OUT}/${ADMIN_DIR}/site.css`,
);
