#!/usr/bin/env node
/**
 * A stand-in for a hosted form service (Formspree, Getform, Web3Forms) for the end-to-end
 * tests: it takes multipart POSTs at /f/<form id>, records them in memory and answers JSON
 * like those services (or, for a native form post, a small HTML page). CORS is open so the
 * site's fetch can read the answer.
 *
 * Tests steer it per submission, keyed by the e-mail address they typed, so tests running in
 * parallel never see each other's data:
 *   POST /_control/mode  {"email": "...", "mode": "ok" | "error" | "hang" | "drop"}
 *   GET  /_control/submissions?email=...  → [{ method, path, accept, contentType, fields, files }]
 * "error" answers 500, "hang" never answers, "drop" closes the connection without an answer;
 * each records the submission first, so a test can tell that it arrived.
 *
 * Usage: node tests/harness/form-receiver.cjs [--port 4510]; FORM_RECEIVER_PORT sets the default, and
 * `tests/harness/run-tests.mjs` builds the site with FORM_ENDPOINT pointing here.
 */
// CommonJS, like find-chrome.cjs: playwright.config.ts and the e2e helpers require it.
const { createServer } = require('node:http');
const { Readable } = require('node:stream');

const RECEIVER_PORT = Number(process.env.FORM_RECEIVER_PORT ?? 4510);
const RECEIVER_ORIGIN = `http://127.0.0.1:${RECEIVER_PORT}`;
const RECEIVER_ENDPOINT = `${RECEIVER_ORIGIN}/f/test`;

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Accept, Content-Type',
};

function json(res, status, body) {
  res.writeHead(status, { ...CORS, 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readForm(req) {
  const headers = Object.fromEntries(
    Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]),
  );
  const request = new Request(`${RECEIVER_ORIGIN}${req.url}`, {
    method: req.method,
    headers,
    body: Readable.toWeb(req),
    duplex: 'half',
  });
  const fields = {};
  const files = {};
  for (const [name, value] of await request.formData()) {
    if (typeof value === 'string') fields[name] = value;
    else
      files[name] = {
        name: value.name,
        type: value.type,
        size: value.size,
        base64: Buffer.from(await value.arrayBuffer()).toString('base64'),
      };
  }
  return { fields, files };
}

function startReceiver(port = RECEIVER_PORT) {
  const submissions = [];
  const modes = new Map();
  const hanging = new Set();

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', RECEIVER_ORIGIN);
    try {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, CORS);
        res.end();
      } else if (req.method === 'GET' && url.pathname === '/') {
        json(res, 200, { ok: true, receiver: 'quantivo-test-forms' });
      } else if (req.method === 'GET' && url.pathname === '/_control/submissions') {
        const email = url.searchParams.get('email');
        json(res, 200, email ? submissions.filter((s) => s.fields.email === email) : submissions);
      } else if (req.method === 'POST' && url.pathname === '/_control/mode') {
        const chunks = [];
        for await (const chunk of req) chunks.push(chunk);
        const { email, mode } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        modes.set(email, mode);
        json(res, 200, { ok: true });
      } else if (req.method === 'POST' && url.pathname.startsWith('/f/')) {
        const { fields, files } = await readForm(req);
        const accept = req.headers.accept ?? '';
        submissions.push({
          method: req.method,
          path: url.pathname,
          accept,
          contentType: req.headers['content-type'] ?? '',
          fields,
          files,
        });
        const mode = modes.get(fields.email) ?? 'ok';
        // No connection is reused: Chrome sends a request again by itself when a reused connection
        // closes without an answer, and a "drop" must reach the receiver exactly once.
        res.shouldKeepAlive = false;
        if (mode === 'hang') hanging.add(res);
        else if (mode === 'drop') req.socket.destroy();
        else if (mode === 'error') json(res, 500, { error: 'Internal server error' });
        else if (accept.includes('application/json')) json(res, 200, { ok: true, next: '/thanks' });
        else {
          // A native form post: the visitor lands on this page, as with a hosted service.
          res.writeHead(200, { ...CORS, 'Content-Type': 'text/html; charset=utf-8' });
          res.end(
            '<!doctype html><html lang="en"><title>Received</title><h1>Thanks, your submission was received.</h1></html>',
          );
        }
      } else {
        json(res, 404, { error: 'Not found' });
      }
    } catch (error) {
      json(res, 400, { error: String(error) });
    }
  });
  server.on('close', () => hanging.forEach((res) => res.destroy()));
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

module.exports = { RECEIVER_PORT, RECEIVER_ORIGIN, RECEIVER_ENDPOINT, startReceiver };

if (require.main === module) {
  const i = process.argv.indexOf('--port');
  const port = i >= 0 ? Number(process.argv[i + 1]) : RECEIVER_PORT;
  void startReceiver(port).then(() => console.log(`Form receiver listening on http://127.0.0.1:${port}/f/<id>`));
}
