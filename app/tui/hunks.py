"""Per-hunk review, the logic: the result cut into hunks (each run of changed lines), a
decision per hunk (accept, reject, or accept an edited version), and the file those
decisions make. Pure logic over difflib."""

from __future__ import annotations

from dataclasses import dataclass
from difflib import SequenceMatcher
from enum import Enum

CONTEXT = 3  # unchanged lines shown around a hunk


class Verdict(str, Enum):
    UNDECIDED = "undecided"  # written as the result has it, like accept (the default of ctrl+s)
    ACCEPTED = "accepted"
    REJECTED = "rejected"
    EDITED = "edited"


@dataclass(frozen=True)
class Hunk:
    a1: int  # old lines [a1, a2) become new lines [b1, b2)
    a2: int
    b1: int
    b2: int
    old: tuple[str, ...]  # the lines, with their line endings
    new: tuple[str, ...]

    @property
    def label(self) -> str:
        if not self.old:
            return f"adds {len(self.new)} line{'s' * (len(self.new) != 1)} after line {self.a1}"
        span = f"line {self.a1 + 1}" if self.a2 - self.a1 == 1 else f"lines {self.a1 + 1}-{self.a2}"
        return f"removes {span}" if not self.new else f"changes {span}"


def split(before: str, after: str) -> list[Hunk]:
    a, b = before.splitlines(keepends=True), after.splitlines(keepends=True)
    sm = SequenceMatcher(None, a, b, autojunk=False)
    return [Hunk(i1, i2, j1, j2, tuple(a[i1:i2]), tuple(b[j1:j2]))
            for tag, i1, i2, j1, j2 in sm.get_opcodes() if tag != "equal"]


def fit_edit(text: str, hunk: Hunk, ends_file: bool) -> tuple[str, ...]:
    """An edited hunk's text as lines: ends with a newline like the lines it replaces
    (unless it is the file's last line without one), and empty text removes the lines."""
    if text == "":
        return ()
    wants_newline = bool(hunk.new and hunk.new[-1].endswith("\n")) or not ends_file
    if wants_newline and not text.endswith("\n"):
        text += "\n"
    return tuple(text.splitlines(keepends=True))


class Review:
    def __init__(self, before: str, after: str) -> None:
        self.before, self.after = before, after
        self.hunks = split(before, after)
        self.verdicts = [Verdict.UNDECIDED] * len(self.hunks)
        self.edits: dict[int, tuple[str, ...]] = {}

    def __len__(self) -> int:
        return len(self.hunks)

    def decide(self, i: int, verdict: Verdict) -> None:
        self.verdicts[i] = verdict
        if verdict is not Verdict.EDITED:
            self.edits.pop(i, None)

    def edit(self, i: int, text: str) -> None:
        h = self.hunks[i]
        self.edits[i] = fit_edit(text, h, ends_file=h.b2 == len(self.after.splitlines()))
        self.verdicts[i] = Verdict.EDITED

    def lines_for(self, i: int) -> tuple[str, ...]:
        """What hunk i puts in the file under its verdict."""
        v = self.verdicts[i]
        if v is Verdict.REJECTED:
            return self.hunks[i].old
        if v is Verdict.EDITED:
            return self.edits[i]
        return self.hunks[i].new

    def result(self) -> str:
        a = self.before.splitlines(keepends=True)
        out: list[str] = []
        pos = 0
        for i, h in enumerate(self.hunks):
            out += a[pos : h.a1]
            out += self.lines_for(i)
            pos = h.a2
        out += a[pos:]
        return "".join(out)

    def counts(self) -> dict[Verdict, int]:
        return {v: self.verdicts.count(v) for v in Verdict}

    def context(self, i: int, n: int = CONTEXT) -> tuple[list[str], list[str]]:
        """Unchanged original lines just before and after hunk i."""
        a = self.before.splitlines(keepends=True)
        h = self.hunks[i]
        return a[max(0, h.a1 - n) : h.a1], a[h.a2 : h.a2 + n]
