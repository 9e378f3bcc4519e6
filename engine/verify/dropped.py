"""Whole lines of code a result no longer has, and the result that stops early.

    dropped_lines(original, result, filename) -> [original line]   gone, not even changed
    cut_off(original, result, filename) -> [original line]         the original's last lines
                                                                    of code, gone at the end"""

from __future__ import annotations

import re
from collections import Counter
from os.path import commonprefix

from .diffing import line_opcodes, similar
from .tokens import lex


def dropped_lines(original: str, result: str, filename: str, counted: bool = False) -> list[int]:
    """Original lines of code (not blank, not only punctuation or a comment) that the result
    no longer has, not even changed: nothing in the result's hunk resembles them. `counted`:
    a line is kept only while the result has as many copies of it (an addition that took one
    `return false` of three took it); otherwise any copy keeps it."""
    code = {w.line for w in lex(original, filename) if w.kind != "comment" and re.match(r"\w", w.text)}
    a, b = [s.strip() for s in original.splitlines()], [s.strip() for s in result.splitlines()]
    short = Counter(a)
    short.subtract(Counter(b))
    kept = set(b)
    out = []
    for tag, i1, i2, j1, j2 in line_opcodes(original, result):
        if tag not in ("delete", "replace"):
            continue
        for n in range(i1, i2):
            if n + 1 in code and (short[a[n]] > 0 if counted else a[n] not in kept) and not any(_alike(a[n], b[m]) for m in range(j1, j2)):
                short[a[n]] -= 1
                out.append(n + 1)
    return out


def strict_drops(original: str, result: str) -> bool:
    """The edit's shape leaves no room for a line to go unasked: it writes at least two lines for
    each it takes out (an addition: a guard, a log line), or every line it writes is one of the
    original's changed (a value moved: `EXPOSE 8080` -> `EXPOSE 9090`). A refactor writes new
    lines in place of more old ones (`return sum(...)` for a loop)."""
    ops = [op for op in line_opcodes(original, result) if op[0] != "equal"]
    a, b = [s.strip() for s in original.splitlines()], [s.strip() for s in result.splitlines()]
    wrote = sum(1 for _t, _i1, _i2, j1, j2 in ops for m in range(j1, j2) if b[m])
    took = sum(1 for _t, i1, i2, _j1, _j2 in ops for n in range(i1, i2) if a[n])
    tweaks = 0 < wrote >= took - 1 and all(any(similar(a[n], b[m]) >= 0.6 for n in range(i1, i2))
                                           for _t, i1, i2, j1, j2 in ops for m in range(j1, j2) if b[m])
    return took > 0 and (wrote >= 2 * took or tweaks)


def shrunk_lines(original: str, result: str) -> frozenset[int]:
    """The original's lines (1-based) in hunks that take out more lines than they write."""
    return frozenset(n + 1 for _t, i1, i2, j1, j2 in line_opcodes(original, result) if i2 - i1 > j2 - j1 for n in range(i1, i2))


def _alike(a: str, b: str) -> bool:
    """`b` is `a` changed, not another line: much alike, `a` extended (`clean:` -> `clean: vcf`), or
    the same start for half the line (`w = 8` -> `w = width`)."""
    common = len(commonprefix([a, b]))
    return similar(a, b) >= 0.6 or (len(a) >= 4 and b.startswith(a)) or common >= max(3, min(len(a), len(b)) / 2)


def cut_off(original: str, result: str, filename: str) -> list[int]:
    """The lines of code a result that stops early leaves out: the original's last lines,
    dropped with nothing written after them (a model's output cut short)."""
    ops = line_opcodes(original, result)
    total = len(original.splitlines())
    if not ops or ops[-1][0] not in ("delete", "replace") or ops[-1][2] != total or ops[-1][4] != len(result.splitlines()):
        return []
    code = {w.line for w in lex(original, filename) if w.kind != "comment" and re.match(r"\w", w.text)}
    gone = [n for n in dropped_lines(original, result, filename) if n > ops[-1][1]]
    # every line of code from the first one gone to the end, and the result's last hunk shorter
    # by as many lines (not rewritten in place): the output stopped there
    _, i1, i2, j1, j2 = ops[-1]
    if not gone or not all(n in gone for n in code if n >= gone[0]) or (i2 - i1) - (j2 - j1) < len(gone):
        return []
    return gone if _unbalanced(original, result) or len(gone) >= 2 else []


def _unbalanced(original: str, result: str) -> bool:
    """The result opens more brackets than it closes, where the original did not: cut mid-block."""
    def depth(text: str) -> int:
        return sum(text.count(a) - text.count(b) for a, b in ("()", "[]", "{}"))
    return depth(result) > depth(original)
