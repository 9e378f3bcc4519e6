"""Edits the output makes to its source, learned so later drafts make them too.

A hunk where the output replaced one identifier of the source with another (a rename) is
taken as a substitution: the file with every learned substitution applied becomes one
more source, so the next `total` is drafted as `subtotal` once the output has renamed one.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from typing import Sequence

from .textlex import WORD, Skeleton

IDENTIFIER = re.compile(r"[^\W\d]\w*")
Rename = tuple[str, str]


def renamed(skel: Skeleton, out: Sequence[str], lost: tuple[int, int], end: int, now: int, match: int) -> Rename | None:
    """The rename a hunk made, if it was one: (old, new).

    lost: (source skeleton position, output visible position) where the cursor departed;
    end: the skeleton position it resynchronised at, after `now` visible output characters
    whose last `match` are the resynchronising match. `out`: the output's visible characters."""
    src_at, out_at = lost
    hunk_end, resumed = end - match, now - match  # the hunk: skel[src_at:hunk_end] -> out[out_at:resumed]
    if not src_at <= hunk_end or src_at >= len(skel) or resumed < out_at:
        return None
    t = skel.tok[src_at]
    lexed = skel.lexed
    if lexed.classes[t] != WORD or (hunk_end > src_at and skel.tok[hunk_end - 1] != t):
        return None
    word_start = src_at - (skel.orig[src_at] - lexed.starts[t])  # the word's skeleton span
    word_end = word_start + lexed.ends[t] - lexed.starts[t]
    if hunk_end > word_end or out_at < src_at - word_start:
        return None
    old = lexed.token(t)
    new = "".join(out[out_at - (src_at - word_start) : resumed + (word_end - hunk_end)])
    if new == old or not IDENTIFIER.fullmatch(old) or not IDENTIFIER.fullmatch(new):
        return None
    return old, new


def substitute(text: str, renames: list[Rename]) -> tuple[str, list[tuple[int, int]]]:
    """`text` with every rename applied to whole words, and where each one changed the
    length: (position in `text`, characters added)."""
    if not renames:
        return text, []
    table = dict(renames)
    pattern = re.compile(r"(?<!\w)(?:" + "|".join(re.escape(o) for o in sorted(table, key=len, reverse=True)) + r")(?!\w)")
    shifts: list[tuple[int, int]] = []

    def swap(m: re.Match) -> str:
        new = table[m.group()]
        shifts.append((m.start(), len(new) - len(m.group())))
        return new

    return pattern.sub(swap, text), shifts


def moved(skel: Skeleton, pos: int, shifts: list[tuple[int, int]], into: Skeleton) -> int:
    """Skeleton position `pos` of the original, in the substituted text's skeleton `into`."""
    if pos >= len(skel):
        return len(into)
    at = skel.orig[pos]
    shifted = at + sum(d for p, d in shifts if p < at)
    return bisect_left(into.orig, shifted)
