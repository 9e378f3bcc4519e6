"""A change the net found between the original and the result: a few words of one line
replaced, and how a list of them is told (`describe`). Its own module so that the net (net.py) and the concepts that explain a change
(explain.py) both import it without importing each other."""

from __future__ import annotations

from dataclasses import dataclass, field

from .findings import plural
from .tokens import Word


@dataclass(frozen=True)
class Change:
    old: str  # the original's words, joined as they stood ("30", "<", "")
    new: str
    line: int  # the result's line
    old_line: int  # the original's line
    words: tuple[str, ...]  # the significant words of both sides
    in_string: bool = False  # words added inside a string or literal ("too many items" -> "... given")
    context: tuple[str, ...] = ()  # the code words of the original line it stands on ("LIMIT" for `LIMIT = 10`)
    olds: tuple[Word, ...] = field(default=(), compare=False)  # the words themselves, with their offsets
    news: tuple[Word, ...] = field(default=(), compare=False)
    in_comment: bool = False
    in_prose: bool = False  # inside a message (a string with spaces), not a value or a URL


def describe(changes: list[Change], most: int = 3, lead: str = "changed beyond the instruction:") -> str:
    shown = "; ".join(_one(c) for c in changes[:most])
    more = f" and {plural(len(changes) - most, 'more change')}" if len(changes) > most else ""
    return f"{lead} {shown}{more}"


def _one(c: Change) -> str:
    if not c.old:
        return f"added `{_short(c.new)}` (line {c.line})"
    if not c.new:
        return f"removed `{_short(c.old)}` (line {c.line})"
    return f"`{_short(c.old)}` -> `{_short(c.new)}` (line {c.line})"


def _short(s: str, n: int = 40) -> str:
    s = " ".join(s.split())
    return s if len(s) <= n else s[: n - 3] + "..."
