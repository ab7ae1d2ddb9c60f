#!/usr/bin/env node
/**
 * A Content-Security-Policy <meta> on every exported page, with the hashes of exactly its own
 * inline scripts: no 'unsafe-inline' for scripts on any host, GitHub Pages included, which sends
 * no headers; styles keep 'unsafe-inline', as react-hot-toast injects its own. An HTML file copied
 * from public/ gets a policy that runs no script, as it may carry any.
 * The charset comes first in <head> (browsers look for it in the first 1024 bytes), then the policy.
 * Exports cspFor(html) and withCsp(html) for tests; run directly to rewrite out/.
 */
import { createHash } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as nextEnv from '@next/env';
import analytics from '../lib/analytics/analytics-config.cjs';
import { htmlFiles, OUT, read } from './html-files.mjs';
import * as edit from './html-edit.mjs';

// The same .env* files `next build` read, so the policy names the endpoint the pages post to.
// @next/env is CommonJS: Node puts its exports on `default`, Jest's interop on the namespace.
const { loadEnvConfig } = nextEnv.default ?? nextEnv;
loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
const formEndpoint = process.env.FORM_ENDPOINT ? new URL(process.env.FORM_ENDPOINT).origin : '';
// Exactly the configured analytics provider's hosts; none when analytics is off.
const tracking = analytics.analyticsConfig(process.env).csp;
const sources = (...list) => ['', ...list.filter(Boolean)].join(' ');

const isCharsetMeta = (el) => el.tagName === 'meta' && edit.attr(el, 'charset') !== undefined;

/** The sha256 sources of the inline scripts a browser runs, among a page's elements. */
function hashesOf(elementList) {
  const bodies = [...elementList].filter(edit.isExecutableInline).map(edit.textContent).filter(Boolean);
  return [...new Set(bodies.map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`))];
}

export const cspFor = (html) => policy(hashesOf(edit.elements(edit.parseHtml(html))));

/** The page's policy: its scripts' hashes, or, with none given, a policy under which no script runs. */
function policy(hashes) {
  return [
    "default-src 'self'",
    hashes ? `script-src 'self'${sources(...tracking.script, ...hashes)}` : "script-src 'none'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${sources(...tracking.img)}`,
    "font-src 'self'",
    `connect-src 'self'${sources(formEndpoint, ...tracking.connect)}`,
    "manifest-src 'self'",
    "frame-src 'none'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${sources(formEndpoint)}`,
  ].join('; ');
}

/**
 * The page with `<meta charset="utf-8">` and then its policy as the first children of <head>
 * (an earlier policy and charset declaration are replaced); null when it has no <head> tag.
 * `builtHere` false: a file the build copied, whose scripts must not run.
 */
export function withCsp(html, builtHere = true) {
  const all = [...edit.elements(edit.parseHtml(html))];
  const head = all.find((el) => el.tagName === 'head');
  const headStart = head?.sourceCodeLocation?.startTag?.endOffset;
  if (headStart === undefined) return null;
  const edits = all
    .filter((el) => edit.isCspMeta(el) || isCharsetMeta(el))
    .map(edit.span)
    .filter(Boolean)
    .map(([start, end]) => ({ start, end, text: '' }));
  const withoutOld = edit.applyEdits(html, edits);
  // The removed elements run no script, so the page's own parse gives the hashes.
  // Offsets before the removed elements are unchanged, and <head>'s tag precedes them.
  const meta = `<meta charset="utf-8"/><meta http-equiv="Content-Security-Policy" content="${edit.escapeAttribute(policy(builtHere ? hashesOf(all) : null))}"/>`;
  return withoutOld.slice(0, headStart) + meta + withoutOld.slice(headStart);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const missing = [];
  const files = htmlFiles();
  const copied = new Set(existsSync('public') ? htmlFiles('public').map((file) => relative('public', file)) : []);
  for (const file of files) {
    const html = withCsp(read(file), !copied.has(relative(OUT, file)));
    if (html === null) missing.push(file);
    else writeFileSync(file, html);
  }
  if (missing.length || !files.length) {
    console.error(
      `CSP: no <head> to add the policy to in ${missing.length ? missing.join(', ') : 'out/ (no pages found)'}. Run \`npm run build\`.`,
    );
    process.exit(1);
  }
  console.log(`CSP: added a hash-based policy, after the character set, to ${files.length} pages.`);
  // Both policies apply, so the header's form-action (out/_headers) must allow the endpoint too.
  const headers = join(OUT, '_headers');
  if (formEndpoint && existsSync(headers))
    writeFileSync(headers, read(headers).replace(/form-action [^;\n]*/, `form-action 'self' ${formEndpoint}`));
  if (!formEndpoint) {
    console.warn(
      '\x1b[33mWarning: FORM_ENDPOINT is not set, so this build only simulates sending forms: no enquiry or application reaches you (README → Forms).\x1b[0m',
    );
  }
}
