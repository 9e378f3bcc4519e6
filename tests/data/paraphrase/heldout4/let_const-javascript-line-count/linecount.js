#!/usr/bin/env node
// Count lines per file extension under a directory (ignores VCS and build dirs).
var fs = require("fs");
var path = require("path");

var DEFAULT_IGNORE = ["node_modules", ".git", "dist"];

function walk(dir, ignore) {
  var out = [];
  var entries = fs.readdirSync(dir, { withFileTypes: true });
  for (var i = 0; i < entries.length; i++) {
    var entry = entries[i];
    if (ignore.indexOf(entry.name) !== -1) continue;
    var full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      out = out.concat(walk(full, ignore));
    } else {
      out.push(full);
    }
  }
  return out;
}

function countLines(files) {
  var total = 0;
  var perExt = {};
  files.forEach(function (file) {
    var ext = path.extname(file) || "(none)";
    var n = fs.readFileSync(file, "utf8").split("\n").length;
    total += n;
    perExt[ext] = (perExt[ext] || 0) + n;
  });
  return { total: total, perExt: perExt };
}

function main(argv) {
  var root = argv[2] || ".";
  var files = walk(root, DEFAULT_IGNORE);
  var stats = countLines(files);
  var keys = Object.keys(stats.perExt).sort();
  for (var k = 0; k < keys.length; k++) {
    console.log(keys[k].padEnd(10) + String(stats.perExt[keys[k]]).padStart(8));
  }
  console.log("total".padEnd(10) + String(stats.total).padStart(8));
}

main(process.argv);
