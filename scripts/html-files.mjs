/** Shared helpers for the scripts that read the export in out/. */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import buildRecord from '../lib/build/build-record.cjs';
import { attr, elements, parseHtml } from './html-edit.mjs';

export const OUT = process.env.OUT_DIR || 'out';
/** The CMS's own static app (lib/build/build-record.cjs). */
export const CMS_OUT = buildRecord.cmsDir(OUT);
export { basePath } from '../lib/build/base-path.cjs';

/** The page that sends editors to the CMS's own address: for editors, not a page of the site. */
export const ADMIN_DIR = 'admin';

/** The site's pages: every HTML file except the CMS's. */
export const htmlFiles = (dir = OUT) =>
  readdirSync(dir, { recursive: true })
    .filter((path) => path.endsWith('.html') && !path.startsWith(`${ADMIN_DIR}${sep}`))
    .map((path) => join(dir, path))
    .sort();

/**
 * The pages a check reads: every page, or those CHECK_PAGES lists (a JSON list of routes written
 * by scripts/check-scope.mjs, for an editor's publish).
 */
export const checkedRoutes = () =>
  process.env.CHECK_PAGES ? new Set(JSON.parse(readFileSync(process.env.CHECK_PAGES, 'utf8'))) : null;

/** The pages' files a check reads (checkedRoutes). */
export function checkedFiles() {
  const routes = checkedRoutes();
  return htmlFiles().filter((file) => !routes || routes.has(routeOf(file)));
}

/** out/a/b/index.html -> /a/b/ ; out/404.html -> /404.html */
export function routeOf(file) {
  const rel = relative(OUT, file).split(sep).join('/');
  return rel === 'index.html'
    ? '/'
    : rel.endsWith('/index.html')
      ? `/${rel.slice(0, -'index.html'.length)}`
      : `/${rel}`;
}

export const read = (file) => readFileSync(file, 'utf8');

/**
 * The values of the named attributes on every element, read by the HTML parser (as a browser
 * would: entities decoded, names lower-cased), in document order.
 */
export function attributeValues(html, ...names) {
  const wanted = new Set(names.map((n) => n.toLowerCase()));
  const values = [];
  for (const element of elements(parseHtml(html)))
    for (const a of element.attrs) if (wanted.has(a.name)) values.push(a.value);
  return values;
}

/** The elements of a page with a given tag name. */
export const elementsNamed = (html, tagName) => [...elements(parseHtml(html))].filter((e) => e.tagName === tagName);

export { attr };
