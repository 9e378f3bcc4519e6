"""Term-end honour roll for the registrar's report."""

from dataclasses import dataclass

HONOUR_GPA = 3.5
MIN_CREDITS = 12


@dataclass(frozen=True)
class TermRecord:
    student_id: str
    name: str
    gpa: float
    credits: int
    incomplete: bool = False
    disciplinary_hold: bool = False


def eligible(rec: TermRecord) -> bool:
    return rec.credits >= MIN_CREDITS and not rec.incomplete and not rec.disciplinary_hold


def honour_roll(records: list[TermRecord]) -> list[str]:
    names = [rec.name.strip().title() for rec in records if rec.gpa >= HONOUR_GPA]
    return sorted(names)


def deans_list(records: list[TermRecord], top: int = 10) -> list[TermRecord]:
    ranked = sorted((r for r in records if eligible(r)), key=lambda r: (-r.gpa, r.name))
    return ranked[:top]


def summary(records: list[TermRecord]) -> str:
    roll = honour_roll(records)
    return f"{len(roll)} of {len(records)} students on the honour roll (GPA >= {HONOUR_GPA})"
