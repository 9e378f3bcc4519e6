"""A change the net found between the original and the result: a few words of one line
replaced. Its own module so that the net (net.py) and the concepts that explain a change
(explain.py) both import it without importing each other."""

from __future__ import annotations

from dataclasses import dataclass, field

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
