#!/usr/bin/env node
/**
 * A stand-in for the analytics providers in the end-to-end tests (e2e/analytics.spec.ts). It
 * records every request it gets, so a test can say exactly what the site sent, or that it sent
 * nothing:
 *   POST /api/event   Plausible's Events API     POST /api/send   Umami's
 *   GET  /gtag/js     a gtag.js stand-in that forwards every command the site pushes to
 *                     dataLayer to POST /g/collect, so the test sees what Google would get
 *   GET  /_control/requests  → [{ method, path, query, cookie, body }]
 *   POST /_control/reset     forgets them (the analytics tests run one at a time)
 * Usage: node tests/harness/analytics-collector.cjs [--port 4520]; ANALYTICS_COLLECTOR_PORT sets the
 * default, and tests/harness/run-tests.mjs builds the analytics variants to report here.
 */
const { createServer } = require('node:http');

const COLLECTOR_PORT = Number(process.env.ANALYTICS_COLLECTOR_PORT ?? 4520);
const COLLECTOR_ORIGIN = `http://127.0.0.1:${COLLECTOR_PORT}`;

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
};

// Real gtag.js reads the arguments objects the page pushes to dataLayer; this one sends each
// command as it is, Dates as ISO strings, before and after it loaded.
const FAKE_GTAG = `(() => {
  const layer = (window.dataLayer = window.dataLayer || []);
  const send = (entry) => fetch(${JSON.stringify(COLLECTOR_ORIGIN)} + '/g/collect', { method: 'POST', keepalive: true, body: JSON.stringify(Array.from(entry)) });
  layer.forEach(send);
  const push = layer.push.bind(layer);
  layer.push = (...entries) => { entries.forEach(send); return push(...entries); };
})();
`;

function startCollector(port = COLLECTOR_PORT) {
  let requests = [];
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', COLLECTOR_ORIGIN);
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const text = Buffer.concat(chunks).toString('utf8');
    const json = (status, body) => {
      res.writeHead(status, { ...CORS, 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS);
      return res.end();
    }
    if (url.pathname === '/') return json(200, { ok: true, collector: 'quantivo-test-analytics' });
    if (url.pathname === '/_control/requests') return json(200, requests);
    if (url.pathname === '/_control/reset') {
      requests = [];
      return json(200, { ok: true });
    }
    let body = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // Kept as text: a test then sees exactly what arrived.
    }
    requests.push({
      method: req.method,
      path: url.pathname,
      query: url.search,
      cookie: req.headers.cookie ?? '',
      body,
    });
    if (req.method === 'GET' && url.pathname === '/gtag/js') {
      res.writeHead(200, { ...CORS, 'Content-Type': 'text/javascript; charset=utf-8' });
      return res.end(FAKE_GTAG);
    }
    if (req.method === 'POST' && ['/api/event', '/api/send', '/g/collect'].includes(url.pathname))
      return json(202, { ok: true });
    return json(404, { error: 'Not found' });
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

module.exports = { COLLECTOR_PORT, COLLECTOR_ORIGIN, startCollector };

if (require.main === module) {
  const i = process.argv.indexOf('--port');
  const port = i >= 0 ? Number(process.argv[i + 1]) : COLLECTOR_PORT;
  void startCollector(port).then(() => console.log(`Analytics collector listening on http://127.0.0.1:${port}/`));
}
