#!/usr/bin/env node
/**
 * Serves out/ the way a static host does: directory index, trailing-slash redirect,
 * 404.html with status 404, brotli or gzip for text files, at the base path the folder was built
 * for (its build record, lib/build/build-record.cjs; BASE_PATH for a folder without one) and, with
 * --headers, the headers from out/_headers (Netlify/Cloudflare format).
 * `--throttle <rtt ms>,<kbit/s>` makes it a slow network for a browser that no DevTools client
 * drives (bench/hops.mjs: Chromium prerenders nothing while DevTools is attached, and only
 * DevTools can emulate a network): each response waits a round trip, and every body shares one
 * link of that bandwidth. With it, `POST /__bench-report` prints its body as a `BENCH-REPORT` line.
 * `--base-path /` serves at the root whatever the folder says (the CMS's app, scripts/cms-app.mjs).
 * Usage: node scripts/serve.mjs [--port 3000] [--dir out] [--base-path /x] [--headers] [--throttle 150,1600]
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { basePath as envBasePath, normaliseBasePath } from '../lib/build/base-path.cjs';
import buildRecord from '../lib/build/build-record.cjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const port = Number(option('port', process.env.PORT ?? 3000));
const root = resolve(option('dir', process.env.OUT_DIR || 'out'));
const withHeaders = args.includes('--headers');
// Pages built for one base path request every file under it: served anywhere else, they are unstyled.
const record = buildRecord.readRecord(root);
const basePath = normaliseBasePath(option('base-path', record ? record.basePath : envBasePath));
const [rttMs, kbps] = (option('throttle', '') || '0,0').split(',').map(Number);

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json',
};

/** The rules of out/_headers: a path pattern line, then indented "Name: value" lines. */
const headerRules = [];
const headersFile = join(root, '_headers');
if (withHeaders && existsSync(headersFile))
  for (const line of readFileSync(headersFile, 'utf8').split('\n')) {
    const text = line.trim();
    if (!text || text.startsWith('#')) continue;
    if (/^\s/.test(line)) headerRules.at(-1)?.headers.push(text.split(/:\s*(.*)/s).slice(0, 2));
    else {
      const pattern = text.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
      headerRules.push({ test: new RegExp(`^${pattern}$`), headers: [] });
    }
  }

function resolveFile(pathname) {
  const safe = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const full = join(root, safe);
  if (!full.startsWith(root)) return null;
  if (existsSync(full) && statSync(full).isFile()) return { file: full };
  if (existsSync(join(full, 'index.html'))) {
    return pathname.endsWith('/') ? { file: join(full, 'index.html') } : { redirect: `${pathname}/` };
  }
  if (existsSync(`${full}.html`)) return { file: `${full}.html` };
  return null;
}

/** One shared link: the time (ms) at which it is next free, and a body written at its pace. */
let linkFreeAt = 0;
function paced(res, body) {
  const CHUNK = 4096;
  let offset = 0;
  const next = () => {
    if (offset >= body.length) return res.end();
    const chunk = body.subarray(offset, offset + CHUNK);
    offset += chunk.length;
    const start = Math.max(Date.now(), linkFreeAt);
    linkFreeAt = start + (chunk.length * 8) / kbps;
    setTimeout(() => res.write(chunk, next), linkFreeAt - Date.now());
  };
  next();
}

const server = createServer((req, res) => {
  if (rttMs && req.method === 'POST' && req.url === '/__bench-report') {
    const parts = [];
    req.on('data', (part) => parts.push(part));
    req.on('end', () => {
      console.log(`BENCH-REPORT ${Buffer.concat(parts).toString()}`);
      res.writeHead(204).end();
    });
    return;
  }
  if (rttMs) return void setTimeout(() => respond(req, res), rttMs);
  respond(req, res);
});

function respond(req, res) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  let pathname = url.pathname;
  if (basePath) {
    if (pathname === basePath) pathname = `${basePath}/`;
    if (!pathname.startsWith(`${basePath}/`)) return send(res, req, 404, join(root, '404.html'), url.pathname);
    pathname = pathname.slice(basePath.length);
  }
  const found = resolveFile(pathname);
  if (found?.redirect) {
    res.writeHead(308, { Location: `${basePath}${found.redirect}${url.search}` });
    return res.end();
  }
  if (!found) return send(res, req, 404, join(root, '404.html'), pathname);
  return send(res, req, 200, found.file, pathname);
}

const compressed = new Map();

/** Compresses text files the way static hosts and CDNs do (cached per file and encoding). */
function encodedBody(file, type, acceptEncoding) {
  const encoding = /\bbr\b/.test(acceptEncoding) ? 'br' : /\bgzip\b/.test(acceptEncoding) ? 'gzip' : null;
  if (!encoding || !/^text\/|json|xml/.test(type)) return null;
  const key = `${encoding}:${file}:${statSync(file).mtimeMs}`;
  if (!compressed.has(key)) {
    const raw = readFileSync(file);
    const body =
      encoding === 'br'
        ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
        : gzipSync(raw, { level: 9 });
    compressed.set(key, body);
  }
  return { encoding, body: compressed.get(key) };
}

function send(res, req, status, file, pathname) {
  if (!existsSync(file)) {
    res.writeHead(404, { 'Content-Type': 'text/plain' });
    return res.end('Not found');
  }
  const type = types[extname(file)] ?? 'application/octet-stream';
  const headers = { 'Content-Type': type, Vary: 'Accept-Encoding' };
  for (const rule of headerRules) if (rule.test.test(pathname)) for (const [k, v] of rule.headers) headers[k] = v;
  const encoded = encodedBody(file, type, String(req.headers['accept-encoding'] ?? ''));
  if (encoded) headers['Content-Encoding'] = encoded.encoding;
  headers['Content-Length'] = encoded ? encoded.body.length : statSync(file).size;
  res.writeHead(status, headers);
  if (req.method === 'HEAD') res.end();
  else if (kbps) paced(res, encoded?.body ?? readFileSync(file));
  else if (encoded) res.end(encoded.body);
  else createReadStream(file).pipe(res);
}

server.on('error', (error) => {
  if (error.code === 'EADDRINUSE') {
    console.error(`Port ${port} is already in use. Stop the other server or choose another port: PORT=3001 npm start`);
    process.exit(1);
  }
  throw error;
});

server.listen(port, '127.0.0.1', () => {
  const what = record ? `the build of ${buildRecord.describe(record)}` : `${root} (no build record)`;
  console.log(`Serving ${what}\nat http://localhost:${port}${basePath}/`);
});
