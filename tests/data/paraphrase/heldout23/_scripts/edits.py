"""Make one case's result files from its original by exact string edits.

    build(case, original, {"right-1.py": [(old, new, hits), ...], ...})

Every edit replaces all occurrences of `old` and asserts that there were exactly `hits` of them.
A result may also start from an earlier result: {"wrong-2.json": ("right-1.json", [edits])},
or be made by a function of the original text (a conversion's right result).
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def apply(src: str, edits) -> str:
    for old, new, hits in edits:
        found = src.count(old)
        if found != hits:
            raise SystemExit(f"edit {old!r}: {found} hits, expected {hits}")
        src = src.replace(old, new)
    return src


def build(case: str, original: str, results: dict, show: bool = True) -> None:
    d = ROOT / case
    src = (d / original).read_text()
    made: dict[str, str] = {}
    for name, spec in results.items():
        if callable(spec):
            out = spec(src)
        elif isinstance(spec, tuple):
            base, edits = spec
            out = apply(made[base], edits)
        else:
            out = apply(src, spec)
        if out == src and "identical" not in name:
            print(f"NOTE {case}/{name} is identical to the original")
        made[name] = out
        (d / name).write_text(out)
    if show and "-q" not in sys.argv:
        for name in made:
            print(f"===== {case}/{name}")
            r = subprocess.run(["diff", "-u", str(d / original), str(d / name)], capture_output=True, text=True)
            print("\n".join(r.stdout.splitlines()[2:]))
