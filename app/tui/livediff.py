"""The live, partial diff of the file being generated against the original.

Mid-stream only the part already generated is diffed: the original is cut after its last
line that the generated lines matched (aider's partial-update diff), so the rest of the
file is "not reached yet" rather than deleted. The incomplete last line is pending.
Pure logic over difflib; the complete-lines diff is cached, so a flush that adds no
complete line costs nothing."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from difflib import SequenceMatcher

from ..visible import display_width

EQUAL, ADD, DEL, CHANGE = "equal", "add", "del", "change"
_WORD = re.compile(r"\w+|\s+|[^\w\s]")


@dataclass(frozen=True)
class Pair:
    """One row of the diff: an original line, a new line, or both (a changed line)."""

    tag: str  # equal | add | del | change
    old: int | None  # index into the original's lines
    new: int | None  # index into the new lines
    old_words: tuple[tuple[int, int], ...] = ()  # changed character ranges in the old line
    new_words: tuple[tuple[int, int], ...] = ()


@dataclass
class DiffState:
    pairs: list[Pair] = field(default_factory=list)
    new_starts: list[int] = field(default_factory=list)  # body offset where each new line starts
    new_ends: list[int] = field(default_factory=list)  # and where its text ends (before the newline)
    pending: int = 0  # body offset where the incomplete tail starts (len(body) when none)
    unreached: int = 0  # original lines after the cut, not reached yet
    added: int = 0
    removed: int = 0
    max_len: int = 0  # the widest line, old or new, in cells as the output pane shows it


def _junk(line: str) -> bool:
    return not line.strip()  # blank lines must not anchor a match far ahead


class LiveDiff:
    def __init__(self, original: str) -> None:
        self.original = original
        self.old_lines = original.splitlines()
        self.old_width = max(map(display_width, self.old_lines), default=0)  # cells; the original never changes
        self._key: tuple[str, bool] | None = None
        self._state = DiffState()

    def update(self, body: str, final: bool = False) -> DiffState:
        cut = len(body) if final else body.rfind("\n") + 1
        complete = body[:cut]
        if self._key != (complete, final):
            self._key = (complete, final)
            self._state = self._diff(complete, final)
        self._state.pending = cut
        return self._state

    def _diff(self, complete: str, final: bool) -> DiffState:
        new_lines = complete.splitlines()
        starts, ends, pos = [], [], 0
        for line, bare in zip(complete.splitlines(keepends=True), new_lines):
            starts.append(pos)
            ends.append(pos + len(bare))
            pos += len(line)
        sm = SequenceMatcher(_junk, self.old_lines, new_lines, autojunk=False)
        ops = sm.get_opcodes()
        if final:
            cut_old = len(self.old_lines)
        else:
            equal_ends = [i2 for tag, _, i2, _, _ in ops if tag == "equal"]
            cut_old = equal_ends[-1] if equal_ends else 0
        pairs: list[Pair] = []
        for tag, i1, i2, j1, j2 in ops:
            i2c = min(i2, cut_old)
            if tag == "equal":
                pairs += [Pair(EQUAL, i1 + k, j1 + k) for k in range(i2 - i1)]
            elif tag == "insert":
                pairs += [Pair(ADD, None, j) for j in range(j1, j2)]
            elif tag == "delete":
                pairs += [Pair(DEL, i, None) for i in range(i1, i2c)]
            else:  # replace
                pairs += self._replace(range(i1, i2c), range(j1, j2), new_lines)
        st = DiffState(pairs, starts, ends, len(complete), len(self.old_lines) - cut_old)
        st.max_len = max(self.old_width, max(map(display_width, new_lines), default=0))
        st.added = sum(p.new is not None and p.tag != EQUAL for p in pairs)
        st.removed = sum(p.old is not None and p.tag != EQUAL for p in pairs)
        return st

    def _replace(self, olds: range, news: range, new_lines: list[str]) -> list[Pair]:
        out = []
        for k in range(max(len(olds), len(news))):
            i = olds[k] if k < len(olds) else None
            j = news[k] if k < len(news) else None
            if i is not None and j is not None:
                ow, nw = word_changes(self.old_lines[i], new_lines[j])
                out.append(Pair(CHANGE, i, j, ow, nw))
            elif i is not None:
                out.append(Pair(DEL, i, None))
            else:
                out.append(Pair(ADD, None, j))
        return out


def word_changes(old: str, new: str) -> tuple[tuple[tuple[int, int], ...], tuple[tuple[int, int], ...]]:
    """Character ranges that differ, word by word, in a changed line (old side, new side).
    Lines too different to compare word by word get no word ranges."""
    a, b = _WORD.findall(old), _WORD.findall(new)
    sm = SequenceMatcher(None, a, b, autojunk=False)
    if sm.ratio() < 0.4:
        return (), ()
    offs_a, offs_b = _offsets(a), _offsets(b)
    ow, nw = [], []
    for tag, i1, i2, j1, j2 in sm.get_opcodes():
        if tag == "equal":
            continue
        if i2 > i1:
            ow.append((offs_a[i1], offs_a[i2]))
        if j2 > j1:
            nw.append((offs_b[j1], offs_b[j2]))
    return tuple(ow), tuple(nw)


def _offsets(words: list[str]) -> list[int]:
    out, pos = [0], 0
    for w in words:
        pos += len(w)
        out.append(pos)
    return out
