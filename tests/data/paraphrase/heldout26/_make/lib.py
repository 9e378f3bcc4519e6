"""Builds the heldout26 cases: each case's original is written by hand, each result is made
from the original by exact string edits (each asserted to hit the expected number of places)."""
from __future__ import annotations

import json
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
REGISTRY: dict[str, dict] = {}


def E(old: str, new: str, n: int = 1):
    return (old, new, n)


def apply(text: str, edits) -> str:
    for e in edits:
        if callable(e):
            text = e(text)
            continue
        old, new, n = e
        c = text.count(old)
        assert c == n, f"edit {old!r}: {c} hits, expected {n}"
        text = text.replace(old, new)
    return text


def q(s: str) -> str:
    return json.dumps(s, ensure_ascii=False)


def case(name, file, kind, language, original, instructions, results):
    assert original.endswith("\n")
    d = ROOT / name
    d.mkdir(exist_ok=True)
    (d / file).write_text(original)
    lines = [f"file = {q(file)}", f"kind = {q(kind)}", f"language = {q(language)}", ""]
    for style, text in instructions:
        assert style in ("terse", "polite", "declarative", "other"), style
        lines += ["[[instructions]]", f"style = {q(style)}", f"text = {q(text)}", ""]
    meta = []
    for r in results:
        fname, label, why = r[0], r[1], r[2]
        body = r[3]
        broken = len(r) > 4 and r[4] == "broken"
        assert label in ("right", "wrong")
        text = body if isinstance(body, str) else apply(original, body)
        assert text != original or label == "wrong"
        (d / fname).write_text(text)
        lines += ["[[results]]", f"file = {q(fname)}", f"label = {q(label)}", f"why = {q(why)}", 'source = "hand"', ""]
        meta.append({"file": fname, "label": label, "broken": broken, "identical": text == original})
    toml_text = "\n".join(lines).rstrip() + "\n"
    tomllib.loads(toml_text)
    (d / "case.toml").write_text(toml_text)
    REGISTRY[name] = {"file": file, "kind": kind, "language": language, "results": meta,
                      "instructions": len(instructions)}
