'use strict';

const http = require('http');
const { URL } = require('url');

const PORT = Number(process.env.PORT) || 8080;
const HOST = process.env.HOST || '0.0.0.0';
const INVENTORY_UPSTREAM = 'http://inventory.internal:8080';
const REQUEST_TIMEOUT_MS = 15000;

function sendJson(res, status, body) {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(payload),
  });
  res.end(payload);
}

async function proxyStock(sku, res) {
  const upstream = new URL(`/stock/${encodeURIComponent(sku)}`, INVENTORY_UPSTREAM);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  try {
    const r = await fetch(upstream, { signal: controller.signal });
    sendJson(res, r.status, await r.json());
  } catch (err) {
    sendJson(res, 502, { error: 'inventory unavailable' });
  } finally {
    clearTimeout(timer);
  }
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url, `http://${req.headers.host}`);
  if (url.pathname === '/healthz') {
    return sendJson(res, 200, { ok: true });
  }
  const match = url.pathname.match(/^\/stock\/([\w-]+)$/);
  if (req.method === 'GET' && match) {
    return proxyStock(match[1], res);
  }
  sendJson(res, 404, { error: 'not found' });
});

server.listen(PORT, HOST, () => {
  console.log(`storefront listening on http://${HOST}:${PORT}`);
});
