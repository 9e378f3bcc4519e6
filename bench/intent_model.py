"""The intent read by the local model against the rule parser, on the instructions of the
paraphrase splits: how many operations each reads right, and the time per instruction.

    python -m redraft.bench.intent_model tests/data/paraphrase/dev tests/data/paraphrase/heldout \
        [--model coder-0.5b] [--limit N] [--out report.md]

The model is asked for one JSON object under a schema (greedy, through the engine's Session);
its answer is kept per instruction and file hash (an instruction asked again costs nothing).
An operation is read right when it names the case's kind (rename, value, add_field, remove,
reformat, convert); an answer that is not JSON, or names no operation, is unread."""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import sys
import time
from collections import Counter
from pathlib import Path

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

KINDS = ("rename", "value", "add_field", "remove", "reformat", "convert")
SCHEMA = {
    "operation": "|".join(KINDS) + "|other",
    "targets": ["names the edit changes"],
    "new": "the new name or value, or null",
    "scope": "the function, class or section it is limited to, or null",
    "constraints": ["what must stay (e.g. nothing else)"],
}
SYSTEM = ("You read an instruction for editing a file and answer with one JSON object and nothing else, "
          "in this schema: " + json.dumps(SCHEMA) + ". value: change a setting or constant; add_field: add a key, "
          "field or entry; reformat: layout only (indent, minify, pretty-print, sort keys); convert: to another format.")


def rule_kind(instruction: str) -> str | None:
    """The operation the rule parser reads (engine/verify/intent.py), in the cases' words."""
    from ..engine.verify.addfield import AddField
    from ..engine.verify.intent import Reformat, Rename, read
    from ..engine.verify.removal import Remove
    from ..engine.verify.setting import Setting

    intent = read(instruction)
    if isinstance(intent, Rename):
        return "rename"
    if isinstance(intent, Setting):
        return "value"
    if isinstance(intent, AddField):
        return "add_field"
    if isinstance(intent, Remove):
        return "remove"
    if isinstance(intent, Reformat):
        return "convert" if intent.target else "reformat"
    return None


def model_kind(answer: str) -> str | None:
    m = re.search(r"\{.*\}", answer, re.S)
    try:
        data = json.loads(m.group(0)) if m else None
    except ValueError:
        return None
    op = str(data.get("operation", "")).strip().lower() if isinstance(data, dict) else ""
    return op if op in KINDS else None


def instructions(folders: list[Path]) -> list[tuple[str, str, str, str]]:
    """(case, kind, file name, instruction) of every case."""
    out = []
    for folder in folders:
        for case_dir in sorted(p for p in folder.iterdir() if (p / "case.toml").is_file()):
            case = tomllib.loads((case_dir / "case.toml").read_text())
            out += [(f"{folder.name}/{case_dir.name}", case["kind"], case["file"], ins["text"]) for ins in case["instructions"]]
    return out


def ask(session, cache: dict, instruction: str, filename: str, source: str) -> tuple[str, float]:
    from ..engine import DecodeConfig

    key = hashlib.sha256(f"{instruction}\0{filename}\0{source}".encode()).hexdigest()
    if key in cache:
        return cache[key], 0.0
    messages = [{"role": "system", "content": SYSTEM},
                {"role": "user", "content": f"File: {filename}\nInstruction: {instruction}"}]
    start = time.perf_counter()
    done = None
    for event in session.stream_chat(messages, DecodeConfig(max_tokens=96)):
        done = event
    seconds = time.perf_counter() - start
    cache[key] = getattr(done, "text", "")
    return cache[key], seconds


def main(argv: list[str] | None = None) -> int:
    from ..engine.session import Session

    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("folders", nargs="+", type=Path)
    p.add_argument("--model", default=None)
    p.add_argument("--limit", type=int, default=0, help="only the first N instructions (0: all)")
    p.add_argument("--every", type=int, default=1, help="every Nth instruction (a sample across kinds)")
    p.add_argument("--out", type=Path)
    args = p.parse_args(argv)
    rows = instructions(args.folders)[:: args.every]
    rows = rows[: args.limit] if args.limit else rows
    session = Session.load(model=args.model, one_shot=True)  # no per-shape warm-up: what one check would pay
    cache: dict[str, str] = {}
    rule_right, model_right, times, rule_times = Counter(), Counter(), [], []
    per_kind: Counter = Counter()
    for case, kind, filename, text in rows:
        source = (args.folders[0].parent / case.split("/")[0] / case.split("/")[1] / filename)
        t0 = time.perf_counter()
        rk = rule_kind(text)
        rule_times.append(time.perf_counter() - t0)
        answer, seconds = ask(session, cache, text, filename, source.read_text() if source.is_file() else "")
        times.append(seconds)
        mk = model_kind(answer)
        per_kind[kind] += 1
        rule_right[kind] += rk == kind
        model_right[kind] += mk == kind
        print(f"{kind:9} rule={rk or '-':9} model={mk or '-':9} {seconds:5.1f}s {text[:70]!r}", flush=True)
    lines = ["| kind | instructions | rule parser right | model right |", "|---|---|---|---|"]
    for kind in sorted(per_kind):
        lines.append(f"| {kind} | {per_kind[kind]} | {rule_right[kind]} | {model_right[kind]} |")
    n = sum(per_kind.values())
    lines.append(f"| all | {n} | {sum(rule_right.values())} ({100 * sum(rule_right.values()) / n:.0f}%) | "
                 f"{sum(model_right.values())} ({100 * sum(model_right.values()) / n:.0f}%) |")
    asked = sorted(t for t in times if t > 0)
    median = asked[len(asked) // 2] if asked else 0.0
    lines += ["", f"Time per instruction: model {median:.2f} s (median of {len(asked)}), "
                  f"rule parser {1000 * sorted(rule_times)[len(rule_times) // 2]:.2f} ms (median)."]
    text_out = "\n".join(lines) + "\n"
    print(text_out)
    if args.out:
        args.out.write_text(text_out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
