"""A copy cursor into a source text that ignores whitespace (and quote style).

The output is fed one visible character at a time. While the output copies the source,
the cursor steps through the source's skeleton (engine/propose/textlex.py) one character per
character; at the first character that departs from it (a hunk), it is lost, and
resynchronises at the first place where the output's last MATCH visible characters occur
in the source again, preferring the nearest one at or after where it was lost (a copy
moves forward). Each step is O(1): one comparison, or one hash probe of an index of the
source's MATCH-grams built once. A trailing comma the output adds or drops before a
closing bracket does not lose the cursor.
"""

from __future__ import annotations

from bisect import bisect_left
from dataclasses import dataclass, replace
from functools import cached_property

from .textlex import CLOSERS, Skeleton, fold, lex, skeleton

MATCH = 8  # visible characters that resynchronise a lost cursor


@dataclass(frozen=True)
class SourceText:
    """A source's skeleton and where each MATCH-gram of it ends (indexed on first use: a
    source the output copies without a hunk never needs it)."""

    name: str
    skel: Skeleton
    match: int = MATCH

    def __len__(self) -> int:
        return len(self.skel)

    @cached_property
    def grams(self) -> dict[str, list[int]]:  # gram -> end positions (ascending)
        grams: dict[str, list[int]] = {}
        chars, m = self.skel.chars, self.match
        for end in range(m, len(chars) + 1):
            grams.setdefault(chars[end - m : end], []).append(end)
        return grams


def source_text(name: str, text: str, match: int = MATCH) -> SourceText:
    return SourceText(name, skeleton(lex(text)), match)


@dataclass(frozen=True)
class Cursor:
    """pos: the next skeleton position the output is expected to copy (None: lost).
    run: visible characters matched in a row up to pos. hint: where it was last synced.
    tail: the output's last visible characters (folded), for resynchronising."""

    pos: int | None = None
    run: int = 0
    hint: int = 0
    tail: str = ""

    @property
    def synced(self) -> bool:
        return self.pos is not None


def start(synced: bool = False, match: int = MATCH) -> Cursor:
    """A cursor at the source's start (trusted as a full match), or lost."""
    return Cursor(pos=0, run=match) if synced else Cursor()


def step(src: SourceText, cur: Cursor, ch: str, match: int = MATCH) -> Cursor:
    """The cursor after the output's next visible character `ch`."""
    c = fold(ch)
    tail = (cur.tail + c)[-match:]
    chars = src.skel.chars
    pos = cur.pos
    if pos is not None:
        if pos < len(chars) and chars[pos] == c:
            return Cursor(pos + 1, cur.run + 1, cur.hint, tail)
        if c == "," and pos < len(chars) and chars[pos] in CLOSERS:
            return replace(cur, tail=tail)  # a trailing comma the source does not have
        if chars[pos : pos + 1] == "," and chars[pos + 1 : pos + 2] == c and c in CLOSERS:
            return Cursor(pos + 2, cur.run + 1, cur.hint, tail)  # a trailing comma dropped
    return resync(src, Cursor(None, 0, pos if pos is not None else cur.hint, tail), match)


def resync(src: SourceText, cur: Cursor, match: int = MATCH) -> Cursor:
    """A lost cursor, in step again where the output's tail occurs in the source (the
    nearest occurrence at or after its hint, else the last one); still lost if nowhere."""
    ends = src.grams.get(cur.tail) if len(cur.tail) == match else None
    if not ends:
        return Cursor(None, 0, cur.hint, cur.tail)
    at = bisect_left(ends, cur.hint)
    end = ends[at] if at < len(ends) else ends[-1]
    return Cursor(end, match, end, cur.tail)
