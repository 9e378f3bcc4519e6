"""Helpers for the heldout19 build scripts: every result is the original (or, for a
conversion, the right result) with a few exact string edits, each asserted to hit the
expected number of occurrences."""
from __future__ import annotations

import json
from pathlib import Path

SPLIT = Path(__file__).resolve().parent.parent
META = Path(__file__).resolve().parent / "meta"


def apply(src: str, edits) -> str:
    out = src
    for e in edits:
        old, new = e[0], e[1]
        n = e[2] if len(e) > 2 else 1
        got = out.count(old)
        assert got == n, f"edit {old!r}: {got} hits, expected {n}"
        out = out.replace(old, new)
    assert out != src or not edits, "edits changed nothing"
    return out


def truncate_after(src: str, marker: str) -> str:
    """Cut the text right after the first occurrence of marker (a truncated model output)."""
    assert src.count(marker) == 1, marker
    i = src.index(marker) + len(marker)
    return src[:i]


def _s(v: str) -> str:
    return json.dumps(v, ensure_ascii=False)


def write_case(name, file, kind, language, instructions, results, original=None):
    """instructions: [(style, text)]; results: [(file, label, why, text, broken)]"""
    d = SPLIT / name
    d.mkdir(exist_ok=True)
    if original is not None:
        (d / file).write_text(original)
    lines = [f"file = {_s(file)}", f"kind = {_s(kind)}", f"language = {_s(language)}", ""]
    for style, text in instructions:
        lines += ["[[instructions]]", f"style = {_s(style)}", f"text = {_s(text)}", ""]
    for fname, label, why, text, broken in results:
        assert label in ("right", "wrong")
        assert fname.startswith(label + "-")
        (d / fname).write_text(text)
        lines += ["[[results]]", f"file = {_s(fname)}", f"label = {_s(label)}", f"why = {_s(why)}",
                  'source = "hand"', ""]
    (d / "case.toml").write_text("\n".join(lines).rstrip() + "\n")
    META.mkdir(exist_ok=True)
    (META / f"{name}.json").write_text(json.dumps({
        "file": file, "language": language,
        "broken": [r[0] for r in results if r[4]],
        "results": [r[0] for r in results]}, indent=1))
