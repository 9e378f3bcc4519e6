"""A definition the result removed leaves no comment of its own behind: the `///` lines above a
deleted Rust function now document the next one, a JSDoc block describes nothing. Whatever
the instruction.

    orphan_findings(original, result, filename) -> [Finding]

A definition's own comment is the run of comment lines right above it (no blank line between),
written as a doc comment (`///`, `/** ... */`, `--- `, `##`) or naming the definition. A
section heading (`# --- helpers ---`) is set off by a blank line and is no definition's own."""

from __future__ import annotations

import re

from .findings import Finding, line_list
from .syntax_trees import definitions

COMMENT = re.compile(r"\s*(?:#(?!\s*(?:define|if|ifdef|ifndef|endif|else|elif|include|pragma|undef)\b)|//|/\*|\*|--)")
DOC = re.compile(r"\s*(?:///|/\*\*|\*|---\s|##)")  # (`//!` documents the module)
DECORATION = re.compile(r"\s*(?:@|#\[)")


def orphan_findings(original: str, result: str, filename: str, instruction: str = "") -> list[Finding]:
    if result == original:
        return []
    before = definitions(original, filename)
    if not before:
        return []
    after = definitions(result, filename)
    lines, kept = original.splitlines(), result.splitlines()
    found = []
    for name, d in before.items():
        if name in after:
            continue
        block = _own_comment(lines, d.line, name)
        text = [lines[n - 1] for n in block]
        if block and _count(text, kept) and _count(text, kept) == _count(text, lines):  # (a shared `{@inheritDoc}` went with one)
            found.append((name, block))
    return [Finding("orphan", False, f"removed `{name}` but left its comment (original line{'s' if len(block) > 1 else ''} "
                    f"{line_list(block)}), which now describes what follows", tuple(block)) for name, block in found]


def _own_comment(lines: list[str], line: int, name: str) -> list[int]:
    at = line - 1
    while at >= 1 and DECORATION.match(lines[at - 1]):
        at -= 1
    block = []
    while at >= 1 and COMMENT.match(lines[at - 1]):
        block.append(at)
        at -= 1
    block.reverse()
    text = [lines[n - 1] for n in block]
    if not block or not (all(DOC.match(t) for t in text) or any(re.search(rf"\b{re.escape(name)}\b", t) for t in text)):
        return []
    return block


def _count(block: list[str], lines: list[str]) -> int:
    """How many times the block's lines stand together in `lines`."""
    n = len(block)
    want = [t.strip() for t in block]
    return sum([t.strip() for t in lines[i:i + n]] == want for i in range(len(lines) - n + 1))
