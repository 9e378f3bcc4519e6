#!/usr/bin/env node
// Count lines per file extension under a directory (ignores VCS and build dirs).
const fs = require("fs");
const path = require("path");

const DEFAULT_IGNORE = ["node_modules", ".git", "dist"];

function walk(dir, ignore) {
  let out = [];
  const entries = fs.readdirSync(dir, { withFileTypes: true });
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i];
    if (ignore.indexOf(entry.name) === -1) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      out = out.concat(walk(full, ignore));
    } else {
      out.push(full);
    }
  }
  return out;
}

function countLines(files) {
  let total = 0;
  const perExt = {};
  files.forEach(function (file) {
    const ext = path.extname(file) || "(none)";
    const n = fs.readFileSync(file, "utf8").split("\n").length;
    total += n;
    perExt[ext] = (perExt[ext] || 0) + n;
  });
  return { total: total, perExt: perExt };
}

function main(argv) {
  const root = argv[2] || ".";
  const files = walk(root, DEFAULT_IGNORE);
  const stats = countLines(files);
  const keys = Object.keys(stats.perExt).sort();
  for (let k = 0; k < keys.length; k++) {
    console.log(keys[k].padEnd(10) + String(stats.perExt[keys[k]]).padStart(8));
  }
  console.log("total".padEnd(10) + String(stats.total).padStart(8));
}

main(process.argv);
