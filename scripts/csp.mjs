#!/usr/bin/env node
/**
 * Adds a Content-Security-Policy <meta> to every exported page. Next's static export puts
 * page data in inline <script>s that differ per page, so each page gets the sha256 hashes
 * of exactly its own inline scripts: no 'unsafe-inline' for scripts, on any static host
 * (GitHub Pages included, which cannot send headers). Styles keep 'unsafe-inline' because
 * react-hot-toast injects its styles at run time.
 * Exports: cspFor(html) for tests; run directly to rewrite out/.
 */
import { createHash } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nextEnv from '@next/env';
import { htmlFiles, OUT, read } from './html-files.mjs';

// The same .env* files `next build` read, so the policy names the endpoint the pages post to.
nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
const formEndpoint = process.env.FORM_ENDPOINT ? new URL(process.env.FORM_ENDPOINT).origin : '';

export function inlineScriptHashes(html) {
  const hashes = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attributes, body] = match;
    if (/\bsrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes) || body.length === 0) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...new Set(hashes)];
}

export function cspFor(html) {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(html).join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${formEndpoint ? ` ${formEndpoint}` : ''}`,
    "manifest-src 'self'",
    "frame-src 'none'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${formEndpoint ? ` ${formEndpoint}` : ''}`,
  ].join('; ');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let count = 0;
  for (const file of htmlFiles()) {
    const html = read(file).replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '');
    const meta = `<meta http-equiv="Content-Security-Policy" content="${cspFor(html)}"/>`;
    // First thing in <head>, so it governs every script after it.
    writeFileSync(file, html.replace(/<head([^>]*)>/, `<head$1>${meta}`));
    count++;
  }
  console.log(`CSP: added a hash-based policy to ${count} pages.`);
  // Both policies apply, so the header's form-action (out/_headers) must allow the endpoint too.
  const headers = join(OUT, '_headers');
  if (formEndpoint && existsSync(headers)) writeFileSync(headers, read(headers).replace(/form-action [^;\n]*/, `form-action 'self' ${formEndpoint}`));
  if (!formEndpoint) {
    console.warn('\x1b[33mWarning: FORM_ENDPOINT is not set, so this build only simulates sending forms: no enquiry or application reaches you (README → Forms).\x1b[0m');
  }
}
