"""The definitions an instruction names, as line spans of the original: those a result removed
(with their doc comments) and the bodies of those it kept, which the net excuses lines lost
in; and whether an instruction names code at all (a re-indent of one function, not "tabs").

    removed_spans(original, result, filename, said, bodies=True) -> [(first, last), ...]
    names_code(instruction, original, filename) -> bool"""

from __future__ import annotations

import re

from .scope import with_comments_above
from .syntax_trees import definitions
from .words import name_said


def removed_spans(original: str, result: str, filename: str, said: set[str], bodies: bool = True) -> list[tuple[int, int]]:
    """The lines of the definitions the instruction names: those the result removed with the
    comment lines right above them (a doc comment goes with its function), and (`bodies`) the
    bodies of those it kept: an instruction that takes nothing out ("assign(): Err if taken")
    excuses no line deleted from the function it names."""
    after = definitions(result, filename)
    lines = original.splitlines()
    out = []
    for name, d in definitions(original, filename).items():
        if not name_said(name, said):
            continue
        if name in after:  # named and kept: what it held is what the instruction is about ("delete the body of f")
            if bodies:
                out.append((d.line + 1, d.end or d.line))
            continue
        out.append((with_comments_above(lines, d.line), d.end or d.line))
    return out


def names_code(instruction: str, original: str, filename: str) -> bool:
    """The instruction names something the file defines or quotes a name (a re-indent of one
    function is still a re-indent; "rename tabs to spaces" is not)."""
    quoted = re.findall(r"`([^`]+)`", instruction)
    if quoted:
        return True
    defined = set(definitions(original, filename))
    return any(w in defined for w in re.findall(r"[A-Za-z_$][\w$]*", instruction) if len(w) > 2)
