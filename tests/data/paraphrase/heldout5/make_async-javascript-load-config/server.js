"use strict";

const fs = require("fs");
const path = require("path");
const http = require("http");

const DEFAULTS = { port: 3000, logLevel: "info", greeting: "hello" };

function log(msg) {
  process.stdout.write(`[app] ${msg}\n`);
}

function loadConfig(dir) {
  const file = path.join(dir, "app.config.json");
  let text;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (err) {
    if (err.code === "ENOENT") return { ...DEFAULTS };
    throw err;
  }
  return { ...DEFAULTS, ...JSON.parse(text) };
}

function loadTemplate(dir, name) {
  const file = path.join(dir, "templates", `${name}.html`);
  return fs.readFileSync(file, "utf8");
}

function createServer(config, dir) {
  const page = loadTemplate(dir, "index");
  return http.createServer((req, res) => {
    res.setHeader("content-type", "text/html");
    res.end(page.replace("{{greeting}}", config.greeting));
  });
}

function start(dir) {
  const config = loadConfig(dir);
  const server = createServer(config, dir);
  server.listen(config.port, () => log(`listening on ${config.port}`));
  return server;
}

module.exports = { loadConfig, start };

if (require.main === module) {
  start(process.cwd());
}
