"""Changes that are the form of the edit asked for, not changes of their own, for the net
(net.py) to leave out:

    grouping   parentheses added on a line whose parentheses balance (`a && b` ->
               `(a || c) && b`: the condition the edit extended)
    permuted   a line of the same words in another order, for a reorder of a named
               function's parameters (its signature, its calls)
"""

from __future__ import annotations

import re

from .changes import Change
from .phrasing import said_and_kept
from .tokens import split_words


def grouping(change: Change, result: str) -> bool:
    """Parentheses added and nothing else, on a line whose parentheses balance: grouping for
    a condition the edit extended (`a && b` -> `(a || c) && b`), not a change of its own."""
    if change.old.strip() or not change.new.strip() or set(change.new.strip()) - set("() "):
        return False
    lines = result.splitlines()
    line = lines[change.line - 1] if 0 < change.line <= len(lines) else ""
    return line.count("(") == line.count(")")


REORDERS = re.compile(r"\b(?:re-?order\w*|order|swap\w*|switch\w*|flip\w*|reverse\w*|rearrang\w*|first|last|before|after|"
                      r"Reihenfolge|orden|ordre|ordem|順|顺序)\b|->\s*\(", re.I)


def permuted(change: Change, original: str, result: str, instruction: str) -> bool:
    """A reorder ("swap the first two parameters", "args -> (dst, src, n)"): the line holds the
    words it held, in another order (a caller's arguments swapped, `const` moving with its
    parameter)."""
    if not REORDERS.search(instruction):
        return False
    a, b = original.splitlines(), result.splitlines()
    if not (0 < change.old_line <= len(a) and 0 < change.line <= len(b)):
        return False
    old, new = split_words(a[change.old_line - 1]), split_words(b[change.line - 1])
    said = said_and_kept(instruction)[0]  # "copy_field_upper keeps its order" names no target
    named = {w for w in re.findall(r"[A-Za-z_$][\w$]*", said) if len(w) > 2} & set(old)  # its signature or a call
    return old != new and sorted(old) == sorted(new) and any(re.search(rf"(?<![\w$]){re.escape(w)}\s*\(", b[change.line - 1])
                                                             for w in named)
