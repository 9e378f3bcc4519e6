"""Helpers for the heldout24 generator scripts: every result is the original with exact string
edits, each asserted to hit the expected number of occurrences."""

from __future__ import annotations

import json
import pathlib
import tomllib

ROOT = pathlib.Path(__file__).resolve().parent.parent


def edit(text: str, *edits) -> str:
    """Apply (old, new[, n]) edits in order; old must occur exactly n times (default 1)."""
    for e in edits:
        if callable(e):
            text = e(text)
            continue
        old, new = e[0], e[1]
        n = e[2] if len(e) > 2 else 1
        found = text.count(old)
        assert found == n, f"{old!r}: found {found}, expected {n}"
        text = text.replace(old, new)
    return text


def q(s: str) -> str:
    return json.dumps(s, ensure_ascii=False)


def write_case(name: str, file: str, kind: str, language: str, instructions, results) -> None:
    """results: (file, label, why, edits) where edits is a list of edit tuples, or a callable
    taking the original text, or a string (the full result text)."""
    d = ROOT / name
    orig = (d / file).read_text()
    for old in d.iterdir():
        if old.name.startswith(("right-", "wrong-")):
            old.unlink()
    lines = [f"file = {q(file)}", f"kind = {q(kind)}", f"language = {q(language)}", ""]
    assert 4 <= len(instructions) <= 5
    for style, text in instructions:
        assert style in ("terse", "polite", "declarative", "other"), style
        lines += ["[[instructions]]", f"style = {q(style)}", f"text = {q(text)}", ""]
    seen = set()
    for fname, label, why, producer in results:
        assert label in ("right", "wrong")
        if callable(producer):
            out = producer(orig)
        elif isinstance(producer, str):
            out = producer
        else:
            out = edit(orig, *producer)
        if out == orig:
            assert label == "wrong" and "identical" in why, fname
        assert out not in seen, f"{fname} duplicates another result"
        seen.add(out)
        (d / fname).write_text(out)
        lines += ["[[results]]", f"file = {q(fname)}", f"label = {q(label)}", f"why = {q(why)}",
                  'source = "hand"', ""]
    text = "\n".join(lines)
    tomllib.loads(text)
    (d / "case.toml").write_text(text)
    print(f"{name}: {len(instructions)} phrasings x {len(results)} results")
