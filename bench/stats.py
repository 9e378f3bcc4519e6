"""Medians, run-to-run spread, greedy parity and quality scores: the arithmetic of a benchmark,
no models."""

from __future__ import annotations

import statistics
from dataclasses import dataclass
from typing import Sequence

from .verdicts import LEVELS, flagged, level_of

EXCERPT = 16  # characters of each side shown at a divergence


def median(values: Sequence[float]) -> float:
    if not values:
        raise ValueError("median of no values")
    return float(statistics.median(values))


def spread_pct(values: Sequence[float]) -> float:
    """The largest deviation from the median, in percent of it (0 for a single run):
    "within +-1%" in the reference's words."""
    if len(values) < 2:
        return 0.0
    m = median(values)
    if m == 0:
        return 0.0
    return 100.0 * max(abs(v - m) for v in values) / m


def ratio(a: float | None, b: float | None) -> float | None:
    if a is None or b is None or b == 0:
        return None
    return a / b


@dataclass(frozen=True)
class Parity:
    """How one output compares with the plain output (the greedy reference)."""

    identical: bool
    index: int | None  # first differing character, None when identical
    length: int  # characters in this output
    reference_length: int
    ours: str = ""  # excerpt from `index` in this output
    reference: str = ""  # excerpt from `index` in the reference

    @property
    def prefix(self) -> bool:
        """One output is a strict prefix of the other (it stopped earlier, or went on)."""
        return not self.identical and self.index == min(self.length, self.reference_length)

    def describe(self) -> str:
        if self.identical:
            return "byte-identical"
        if self.prefix:
            which = "shorter" if self.length < self.reference_length else "longer"
            return f"{which}: ends at char {self.index} ({self.length} vs {self.reference_length} chars)"
        return (
            f"diverges at char {self.index} of {self.reference_length} "
            f"({_quote(self.ours)} vs {_quote(self.reference)})"
        )

    def as_dict(self) -> dict:
        return {
            "identical": self.identical,
            "first_diff": self.index,
            "length": self.length,
            "reference_length": self.reference_length,
            "excerpt": self.ours,
            "reference_excerpt": self.reference,
            "text": self.describe(),
        }


def _quote(s: str) -> str:
    return '"' + s.replace("\\", "\\\\").replace("\n", "\\n").replace('"', '\\"') + '"'


def first_difference(a: str, b: str) -> int | None:
    """Index of the first character where a and b differ (the shorter length if one is a
    prefix of the other); None when they are equal."""
    if a == b:
        return None
    n = min(len(a), len(b))
    for i in range(n):
        if a[i] != b[i]:
            return i
    return n


def parity(text: str, reference: str, excerpt: int = EXCERPT) -> Parity:
    i = first_difference(text, reference)
    if i is None:
        return Parity(True, None, len(text), len(reference))
    return Parity(
        False, i, len(text), len(reference),
        ours=text[i : i + excerpt], reference=reference[i : i + excerpt],
    )


def quality_summary(modes: Sequence[dict], rows: Sequence[dict]) -> list[dict]:
    """Per mode ({"name", "label"}): the edits judged correct out of those with checks, the
    overall rate (all tokens over all seconds, each prompt's median run), and what the check
    said of them: its levels, the wrong edits it flagged and the correct ones it flagged
    (false alarms); after retries, where the rows record them (`correct_after_retries`)."""
    out = []
    for mode in modes:
        mine = [r for r in rows if r["mode"] == mode["name"]]
        judged = [r for r in mine if "correct" in r]
        correct = sum(bool(r["correct"]) for r in judged)
        seconds = sum(r["seconds"] for r in mine)
        tokens = sum(r["tokens"] for r in mine)
        levels = [level_of(r.get("verdict")) for r in judged]
        wrong = [lv for r, lv in zip(judged, levels) if not r["correct"]]
        right = [lv for r, lv in zip(judged, levels) if r["correct"]]
        retried = [r for r in judged if "correct_after_retries" in r]
        out.append({
            "mode": mode["name"],
            "label": mode["label"],
            "correct": correct,
            "judged": len(judged),
            "fraction": round(correct / len(judged), 4) if judged else None,
            "tokens": tokens,
            "seconds": round(seconds, 3),
            "tok_per_s": round(tokens / seconds, 3) if seconds else None,
            "levels": {lv: levels.count(lv) for lv in LEVELS if lv in levels},
            "wrong": len(wrong),
            "wrong_flagged": sum(flagged(lv) for lv in wrong),
            "right_flagged": sum(flagged(lv) for lv in right),
            **({"correct_after_retries": sum(bool(r["correct_after_retries"]) for r in retried)} if retried else {}),
        })
    return out
