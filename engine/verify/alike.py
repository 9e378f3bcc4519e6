"""A new member treated "like" an old one: "TechnicalPause, active like Paused", "treat Suede the
same as Leather in the price list". Where the instruction says the new name goes with an old
one for some purpose, the functions of that purpose that read the old name must read the new
one too: `isActive` still testing only Live and Paused leaves the new state inactive.

    alike_findings(original, result, filename, instruction) -> [Finding]

The purpose is the words right before "like" ("active like Paused"); a function serves it when
a word of its name is one of them (`isActive`)."""

from __future__ import annotations

import re

from .findings import Finding
from .phrasing import said_and_kept
from .tokens import split_words

LIKE = re.compile(r"((?:[\w`'\"]+[\s,]+){0,4}?)(?:just\s+)?(?:like|the\s+same\s+(?:way\s+)?as|same\s+as|as\s+for|wie|comme|como|come|"
                  r"zoals|jak)\s+[`'\"]?([A-Za-z_]\w*)", re.I)
HEADER = re.compile(r"\b(?:fun|function|def|func|fn)\s+(?:\([^)]*\)\s*)?([A-Za-z_$][\w$]*)|"
                    r"^\s*(?:(?:public|private|protected|internal|static|override|virtual|async|final|export)\s+)*"
                    r"[\w<>\[\],?]+\s+([A-Za-z_]\w*)\s*\([^;]*$")


def _functions(lines: list[str]) -> list[tuple[str, int, int]]:
    """(name, first line, last line) of each function by its header, to the next header (1-based)."""
    heads = [(k, m.group(1) or m.group(2)) for k, line in enumerate(lines, 1) if (m := HEADER.search(line))]
    return [(name, k, (heads[i + 1][0] - 1) if i + 1 < len(heads) else len(lines)) for i, (k, name) in enumerate(heads)]


# Words of a "like" phrase that name no purpose: the thing itself ("a Suspended status, billed like Paused").
GENERIC = {w[:4] for w in ("treat", "count", "handle", "status", "state", "kind", "type", "mode", "value", "level", "member", "entry",
                           "item", "case", "option", "should", "must", "also", "just", "same", "with", "that", "this", "them")}


def _parts(name: str) -> set[str]:
    return {w.lower()[:4] for w in split_words(re.sub(r"([a-z])([A-Z])", r"\1 \2", name).replace("_", " ")) if len(w) > 3}


def alike_findings(original: str, result: str, filename: str, instruction: str) -> list[Finding]:
    said = said_and_kept(instruction)[0]
    if not LIKE.search(said):
        return []
    code_before = set(re.findall(r"[A-Za-z_]\w*", original))
    new = [w for w in dict.fromkeys(re.findall(r"[A-Za-z_]\w*", said)) if w not in code_before and re.search(rf"\b{w}\b", result)]
    if not new:
        return []
    out: list[Finding] = []
    before, after = original.splitlines(), result.splitlines()
    for m in LIKE.finditer(said):
        old = m.group(2)
        if old not in code_before or old in new:
            continue
        purpose = {w.lower()[:4] for w in re.findall(r"\w+", m.group(1)) if len(w) > 3} - GENERIC
        for name, a, b in _functions(before):
            if not _parts(name) & purpose:
                continue
            reads = [k for k in range(a + 1, b + 1) if re.search(rf"(?<![\w$]){re.escape(old)}(?![\w$])", before[k - 1])]
            if not reads:
                continue
            now = next(((x, y) for f, x, y in _functions(after) if f == name), None)
            if now and not any(re.search(rf"(?<![\w$]){re.escape(n)}(?![\w$])", after[k - 1]) for n in new for k in range(now[0], now[1] + 1)):
                out.append(Finding("alike", False, f"`{name}` reads `{old}` but not `{new[0]}`, which the instruction treats "
                                   f"like it (line {now[0]})", (now[0],)))
    return out
