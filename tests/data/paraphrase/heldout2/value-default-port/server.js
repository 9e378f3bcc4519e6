'use strict';

const http = require('http');
const path = require('path');
const fs = require('fs/promises');

const DEFAULTS = {
  host: '127.0.0.1',
  port: 3000,
  root: path.join(__dirname, 'public'),
  // how long to wait for in-flight requests on shutdown, in ms
  shutdownGraceMs: 3000,
  cacheSeconds: 300,
};

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
};

function options(env = process.env) {
  return {
    ...DEFAULTS,
    host: env.HOST || DEFAULTS.host,
    port: Number(env.PORT) || DEFAULTS.port,
    root: env.STATIC_ROOT || DEFAULTS.root,
  };
}

async function serveFile(res, root, urlPath, cacheSeconds) {
  const clean = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  let file = path.join(root, clean);
  if (file.endsWith(path.sep)) file = path.join(file, 'index.html');
  try {
    const body = await fs.readFile(file);
    res.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] || 'application/octet-stream',
      'Cache-Control': `public, max-age=${cacheSeconds}`,
    });
    res.end(body);
  } catch (err) {
    res.writeHead(err.code === 'ENOENT' ? 404 : 500, { 'Content-Type': 'text/plain' });
    res.end(err.code === 'ENOENT' ? 'not found\n' : 'server error\n');
  }
}

function start(opts = options()) {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' });
      return res.end();
    }
    serveFile(res, opts.root, new URL(req.url, 'http://x').pathname, opts.cacheSeconds);
  });
  server.listen(opts.port, opts.host, () => {
    console.log(`static server on http://${opts.host}:${opts.port} (set PORT to change, default 3000)`);
  });
  const stop = () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(1), opts.shutdownGraceMs).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  return server;
}

module.exports = { options, start, DEFAULTS };

if (require.main === module) start();
