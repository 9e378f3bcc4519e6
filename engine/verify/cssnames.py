"""The names a CSS edit writes, held to the instruction and the stylesheet:

- a selector the instruction writes (`.sailing-row.is-cancelled`, `#seat-map`) that the
  stylesheet does not have yet is in the result as written: not `.sailing-row .is-cancelled`
  (a descendant for a compound), not `.is-canceled`, not `.lane-card-closed`;
- a custom property the result's new lines read (`var(--varnish-ambre)`) is declared in the
  result or named by the instruction, where the stylesheet declares its own.

    css_name_findings(original, result, filename, instruction) -> [Finding]"""

from __future__ import annotations

import re
from pathlib import PurePath

from .diffing import line_opcodes
from .findings import Finding
from .phrasing import said_and_kept

SUFFIXES = (".css", ".scss", ".less")
# A selector as a user writes it: a class or an id, compound (`.a.b`, `.a:hover`); what follows
# a space may be prose ("give .queue-item.failed a red border"), so a compound one only.
SELECTOR = re.compile(r"(?<![\w.#-])[.#][A-Za-z_-][\w-]*(?:[.#:][A-Za-z_-][\w-]*)*")
HEX = re.compile(r"#[0-9a-fA-F]{3,8}")
VAR_USE = re.compile(r"var\(\s*(--[\w-]+)")
VAR_DECL = re.compile(r"(?<![\w-])(--[\w-]+)\s*:")


def css_name_findings(original: str, result: str, filename: str, instruction: str) -> list[Finding]:
    if PurePath(filename).suffix.lower() not in SUFFIXES or original == result:
        return []
    asked = said_and_kept(instruction)[0]
    out: list[Finding] = []
    flat = _flat(result)
    missing = [s for s in asked_selectors(asked, original) if _flat(s) not in flat]
    if missing:
        out.append(Finding("css", False, f"has no `{missing[0]}`, the selector the instruction writes"))
    declared = set(VAR_DECL.findall(original)) | set(VAR_DECL.findall(result))
    if declared:  # a stylesheet with its own custom properties: a new one read is one of them
        unknown = [(n, v) for n, line in _added_lines(original, result) for v in VAR_USE.findall(line)
                   if v not in declared and v not in instruction]
        if unknown:
            out.append(Finding("css", False, f"reads `{unknown[0][1]}` (line {unknown[0][0]}), a custom property "
                               "declared nowhere", (unknown[0][0],)))
    return out


def asked_selectors(asked: str, original: str) -> list[str]:
    """The selectors `asked` writes that the stylesheet has not yet (hex colours aside)."""
    have = _flat(original)
    out = []
    for m in SELECTOR.finditer(asked):
        s = m.group().strip()
        if HEX.fullmatch(s) or _flat(s) in have or len(s) < 3:
            continue
        out.append(s)
    return out


def _flat(text: str) -> str:
    """Runs of whitespace one space, none around combinators and braces: `.a > .b` is `.a>.b`."""
    return re.sub(r"\s*([>+~,{])\s*", r"\1", re.sub(r"\s+", " ", text))


def _added_lines(original: str, result: str) -> list[tuple[int, str]]:
    lines = result.splitlines()
    return [(j + 1, lines[j]) for tag, _, _, j1, j2 in line_opcodes(original, result) if tag != "equal" for j in range(j1, j2)]
