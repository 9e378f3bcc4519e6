"""Retries against the computed fix, on a --quality report's recorded replies (no model runs):
for each edit the check refuses, whether the retries the report recorded made it right, and
whether the fix the check computes now (engine/verify/reference.py) is right by the quality
set's own checks.

    python -m redraft.bench.retries_vs_fix docs/benchmarks/...-retries3.json [more.json ...]

A report made with `redraft bench --quality --retries N` records every attempt; the fix is
judged exactly as the model's replies are (samples/quality's [checks])."""

from __future__ import annotations

import argparse
import json
from pathlib import Path


def main(argv: list[str] | None = None) -> int:
    from . import load_prompts
    from .runner import extract
    from ..engine.checks import check

    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("reports", nargs="+", type=Path)
    args = p.parse_args(argv)
    by = {q.name: q for q in load_prompts(None, set_name="quality")}
    print("| report | edits | refused | wrong of those | right after retries | fix computed | fix right |")
    print("|---|---|---|---|---|---|---|")
    for path in args.reports:
        report = json.loads(path.read_text())
        n = refused = wrong = retried_right = fixes = fixes_right = 0
        for row in report["results"]:
            prompt = by.get(row["prompt"])
            if prompt is None or prompt.kind != "edit" or prompt.checks is None:
                continue
            n += 1
            text = extract(row["output"], prompt.source)
            verdict = check(prompt.source, text, prompt.filename, prompt.instruction)
            if not verdict.refused:
                continue
            refused += 1
            right = not prompt.checks.judge(text, prompt.source, prompt.filename, prompt.instruction)
            if right:
                continue
            wrong += 1
            retried_right += bool(row.get("correct_after_retries"))
            if verdict.fix is not None:
                fixes += 1
                fixes_right += not prompt.checks.judge(verdict.fix, prompt.source, prompt.filename, prompt.instruction)
        print(f"| {path.name} | {n} | {refused} | {wrong} | {retried_right} | {fixes} | {fixes_right} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
