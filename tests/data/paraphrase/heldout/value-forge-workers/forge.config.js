// forge.config.js -- settings for the forge asset pipeline
"use strict";

const path = require("path");

const root = __dirname;

module.exports = {
  entry: {
    app: path.join(root, "src/index.ts"),
    worker: path.join(root, "src/worker.ts"),
  },
  outDir: path.join(root, "dist"),
  target: "es2020",
  sourceMaps: true,
  minify: process.env.NODE_ENV === "production",
  workers: 4,
  cache: {
    dir: path.join(root, ".forge-cache"),
    maxEntries: 5000,
  },
  retry: {
    attempts: 4,
    backoffMs: 250,
  },
  watch: {
    debounceMs: 400,
    ignore: ["**/*.test.ts", "dist/**", ".forge-cache/**"],
  },
  plugins: [
    ["forge-plugin-svg", { inline: true, maxBytes: 4096 }],
    ["forge-plugin-hash", { length: 8 }],
  ],
};
