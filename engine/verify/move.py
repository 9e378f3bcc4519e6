"""The move rule: "move `helper` above `main`", "move the logging section below the server
section", "put parse_args after main". `read_move` reads such an instruction (two named
things and where, nothing else asked); `check_move` requires that the result holds the same
lines (blank lines aside) and that the first thing now starts before the second (above) or
after its end (below). A "move" that moved nothing, or that rewrote lines on the way, is
suspect."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from .findings import Finding, line_list
from .scope import def_range, section_range

NAME = r"""(?:`[^`\n]+`|'[^'\n]+'|"[^"\n]+"|[A-Za-z_$][\w$]*(?:[.-][A-Za-z_$][\w$]*)*)"""
KIND = r"(?:function|method|def|class|section|table|block|key|struct|interface|type|enum)"
THING = rf"(?:the\s+)?(?:{KIND}\s+)?(?P<{{g}}>{NAME})(?:\s*\(\))?(?:\s+{KIND})?"
MOVE = re.compile(
    rf"^(?:move|put|place)\s+{THING.format(g='a')}\s+(?:(?:so\s+(?:that\s+)?it\s+(?:is|comes)\s+)|to\s+)?"
    rf"(?P<where>above|before|below|after|under|beneath|ahead\s+of|in\s+front\s+of)\s+{THING.format(g='b')}$",
    re.I,
)
VAGUE = {"it", "this", "that", "them", "the", "all", "everything", "imports", "code", "line", "lines", "top", "bottom", "end"}


@dataclass(frozen=True)
class Move:
    name: str  # what moves
    anchor: str  # what it moves next to
    before: bool  # above/before: True; below/after: False


def _name(raw: str) -> str | None:
    name = raw[1:-1].strip() if raw[0] in "`'\"" else raw
    return None if not name or name.lower() in VAGUE else name


def read_move(text: str) -> Move | None:
    """A move of one named thing next to another, or None. `text`: the instruction's main clause."""
    m = MOVE.match(text)
    if not m:
        return None
    a, b = _name(m.group("a")), _name(m.group("b"))
    if a is None or b is None or a == b:
        return None
    before = m.group("where").lower().split()[0] in ("above", "before", "ahead", "in")
    return Move(a, b, before)


def _span(text: str, filename: str, name: str) -> tuple[int, int] | None:
    return def_range(text, filename, name) or section_range(text, filename, name)


def check_move(original: str, result: str, filename: str, move: Move) -> Finding:
    a0, b0 = _span(original, filename, move.name), _span(original, filename, move.anchor)
    if a0 is None or b0 is None:
        missing = move.name if a0 is None else move.anchor
        return Finding("move", None, f"no `{missing}` found in the file")
    old = Counter(line.rstrip() for line in original.splitlines() if line.strip())
    new_lines = result.splitlines()
    new = Counter(line.rstrip() for line in new_lines if line.strip())
    if old != new:
        added = new - old
        where = [n for n, line in enumerate(new_lines, 1) if added[line.rstrip()] > 0]
        text = f"a move also changed lines (result line{'s' if len(where) > 1 else ''} {line_list(where)})" if where else \
            f"a move also dropped {sum((old - new).values())} lines"
        return Finding("move", False, text, tuple(where))
    a, b = _span(result, filename, move.name), _span(result, filename, move.anchor)
    if a is None or b is None:
        return Finding("move", None, "cannot find both in the result")
    held = a[0] < b[0] if move.before else a[0] > b[1]
    side = "above" if move.before else "below"
    if not held:
        return Finding("move", False, f"`{move.name}` is not {side} `{move.anchor}` (result lines {a[0]} and {b[0]})", (a[0],))
    return Finding("move", True, f"moved `{move.name}` {side} `{move.anchor}`")
