"""Placement test scoring for the Lisbon campus."""

from dataclasses import dataclass

LEVELS = ["A1", "A2", "B1", "B2", "C1", "C2"]

# lower bound of the percentage band for each level
BANDS = {"A1": 0, "A2": 25, "B1": 45, "B2": 62, "C1": 78, "C2": 91}


@dataclass
class Attempt:
    student_id: str
    written: int      # out of 60
    listening: int    # out of 30
    oral: int | None  # out of 10, None if the interview was skipped


def percentage(attempt: Attempt) -> float:
    total = attempt.written + attempt.listening
    out_of = 90
    if attempt.oral is not None:
        total += attempt.oral
        out_of += 10
    return 100.0 * total / out_of


def level_for(score: float) -> str:
    level = LEVELS[0]
    for name in LEVELS:
        if score >= BANDS[name]:
            level = name
    return level


def place(attempt: Attempt) -> str:
    level = level_for(percentage(attempt))
    if attempt.oral is None and LEVELS.index(level) > LEVELS.index("B1"):
        # without an interview we never place above B1
        level = "B1"
    return level


def place_group(attempts: list[Attempt]) -> dict[str, list[str]]:
    groups: dict[str, list[str]] = {name: [] for name in LEVELS}
    for attempt in attempts:
        groups[place(attempt)].append(attempt.student_id)
    return groups


def report(attempts: list[Attempt]) -> str:
    lines = []
    for attempt in attempts:
        lines.append(f"{attempt.student_id}: {place(attempt)} ({percentage(attempt):.0f}%)")
    return "\n".join(lines)
