"""Gradebook helpers for the course platform's instructor view."""

from __future__ import annotations

from dataclasses import dataclass
from statistics import mean


@dataclass
class Submission:
    student_id: str
    assignment: str
    score: float
    max_score: float
    late_days: int = 0

    @property
    def percent(self) -> float:
        return 100.0 * self.score / self.max_score if self.max_score else 0.0


LATE_PENALTY_PER_DAY = 5.0  # percentage points
PASS_MARK = 50.0


def adjusted(sub: Submission) -> float:
    return max(sub.percent - LATE_PENALTY_PER_DAY * sub.late_days, 0.0)


def failing_students(subs: list[Submission]) -> list[str]:
    return [sub for sub in subs if adjusted(sub) < PASS_MARK]


def late_submissions(subs: list[Submission]) -> list[Submission]:
    result = []
    for sub in subs:
        if sub.late_days > 0:
            result.append(sub)
    return result


def class_average(subs: list[Submission]) -> float:
    return mean(adjusted(s) for s in subs) if subs else 0.0


def letter(pct: float) -> str:
    for cutoff, grade in ((90, "A"), (80, "B"), (70, "C"), (60, "D"), (PASS_MARK, "E")):
        if pct >= cutoff:
            return grade
    return "F"
