#!/usr/bin/env node
// tiny task runner: node tasks.js <task> [...]
"use strict";

const { spawnSync } = require("child_process");

const tasks = {
  lint: ["eslint", ["src", "--max-warnings=0"]],
  test: ["node", ["--test", "test/"]],
  build: ["tsc", ["-p", "tsconfig.build.json"]],
  clean: ["rm", ["-rf", "dist", ".cache"]],
};

const pipelines = {
  ci: ["lint", "test", "build"],
  release: ["clean", "build"],
};

function run(name) {
  const spec = tasks[name];
  if (!spec) {
    console.error(`unknown task: ${name}`);
    return 2;
  }
  const [cmd, args] = spec;
  console.log(`\u25b6 ${name}: ${cmd} ${args.join(" ")}`);
  const res = spawnSync(cmd, args, { stdio: "inherit" });
  return res.status ?? 1;
}

function main(argv) {
  const wanted = argv.length ? argv : ["ci"];
  for (const w of wanted) {
		const steps = pipelines[w] || [w];
    for (const step of steps) {
      const code = run(step);
      if (code !== 0) {
        console.error(`task ${step} failed with exit code ${code}`);
        process.exitCode = code;
        return;
      }
    }
  }
}

main(process.argv.slice(2));
