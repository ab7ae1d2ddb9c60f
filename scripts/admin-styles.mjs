#!/usr/bin/env node
/**
 * After `next build`: the site's own stylesheet, copied to out/admin/site.css, styles the CMS's
 * previews (cms/main.ts registers it), so an editor sees an entry in the site's look. Its fonts
 * are named by absolute URLs under /_next/, which the CMS's policy allows ('self').
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN_DIR, OUT, attr, basePath, elementsNamed, read } from './html-files.mjs';

const sheets = elementsNamed(read(join(OUT, 'index.html')), 'link')
  .filter((link) => attr(link, 'rel') === 'stylesheet')
  .map((link) => attr(link, 'href'));
if (!sheets.length) throw new Error('admin-styles: the home page links no stylesheet');
const css = sheets.map((href) => readFileSync(join(OUT, href.slice(basePath.length)), 'utf8')).join('\n');
writeFileSync(join(OUT, ADMIN_DIR, 'site.css'), css);
console.log(
  `CMS previews: ${sheets.length} stylesheet(s), ${Math.round(css.length / 1024)} KB, in ${OUT}/${ADMIN_DIR}/site.css`,
);
