"""Go refuses to compile a file that imports a package it does not use ("imported and not
used"): an edit that took out the last use of `strings` and left its import breaks the build,
whatever the instruction.

    unused_import_findings(original, result, filename, instruction) -> [Finding]

Only imports the original used are judged (one it already left unused is not the edit's);
blank (`_`) and dot imports are left alone, as is a path whose last part is a version
(`.../v2`), whose package name the path does not say."""

from __future__ import annotations

import re

from .findings import Finding
from .tokens import lex

BLOCK = re.compile(r"^import\s*\(\s*\n(.*?)^\)", re.M | re.S)
SINGLE = re.compile(r'^import\s+((?:[A-Za-z_]\w*\s+)?"[^"]+")', re.M)
SPEC = re.compile(r'\s*(?:([A-Za-z_]\w*|\.)\s+)?"([^"]+)"\s*')


def _imports(text: str) -> dict[str, str]:
    """{package name: its import line} of a Go file."""
    specs = [m.group(1) for m in SINGLE.finditer(text)] + [line for m in BLOCK.finditer(text) for line in m.group(1).splitlines()]
    out: dict[str, str] = {}
    for spec in specs:
        m = SPEC.match(spec)
        if m is None or m.group(1) in ("_", "."):
            continue
        last = m.group(2).rsplit("/", 1)[-1]
        if m.group(1) is None and re.fullmatch(r"v\d+", last):
            continue
        out[m.group(1) or last.replace("-", "_")] = spec.strip()
    return out


def _used(text: str) -> set[str]:
    """The names read as `name.` in the code (not in strings or comments)."""
    words = [w for w in lex(text, "x.go") if w.kind == "code"]
    return {w.text for k, w in enumerate(words[:-1]) if words[k + 1].text == "."}


def unused_import_findings(original: str, result: str, filename: str, instruction: str = "") -> list[Finding]:
    if not filename.lower().endswith(".go") or result == original:
        return []
    before, after = _imports(original), _imports(result)
    used_before, used_after = _used(original), _used(result)
    unused = [name for name in after if name in before and name in used_before and name not in used_after]
    if not unused:
        return []
    shown = ", ".join(f"`{after[n]}`" for n in unused[:3])
    return [Finding("compiles", False, f"{shown} is imported but no longer used: Go does not compile that")]


def tidied_away(line: str, original: str, result: str) -> bool:
    """`line`, one of the original's `import (` lines (`"strings"`, `str "strings"`), names a
    package the original read and the result reads nowhere: the edit took out its last use and
    the import with it."""
    m = SPEC.fullmatch(line.strip())
    if m is None or m.group(1) in ("_", ".") or not any(line.strip() == spec for spec in _imports(original).values()):
        return False
    name = m.group(1) or m.group(2).rsplit("/", 1)[-1].replace("-", "_")
    return name in _used(original) and name not in _used(result)
