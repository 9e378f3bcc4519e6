"""Rest-period rules for cabin and flight-deck crew pairings.

The scheduler calls into this module after it has built a candidate pairing
(a chain of duty periods) for one crew member, before the pairing is offered
in the bid. Anything returned by ``pairing_violations`` blocks the offer.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Iterable

# Minimum rest between two duty periods, by the length of the earlier duty.
REST_TABLE = [
    (timedelta(hours=10), timedelta(hours=10)),
    (timedelta(hours=12), timedelta(hours=11)),
    (timedelta(hours=14), timedelta(hours=12)),
]
LONG_DUTY_REST = timedelta(hours=14)
DEADHEAD_CREDIT = timedelta(minutes=90)
WEEKLY_REST = timedelta(hours=36)


@dataclass
class DutyPeriod:
    crew_id: str
    report_at: datetime
    release_at: datetime
    base: str
    deadhead: bool = False
    legs: list[str] = field(default_factory=list)

    @property
    def length(self) -> timedelta:
        return self.release_at - self.report_at


@dataclass
class Violation:
    crew_id: str
    rule: str
    detail: str


def required_rest(previous: DutyPeriod) -> timedelta:
    """Rest owed after ``previous``, from the rest table."""
    for limit, rest in REST_TABLE:
        if previous.length <= limit:
            return rest
    return LONG_DUTY_REST


def meets_rest_minimum(previous: DutyPeriod, following: DutyPeriod) -> bool:
    """True when the gap between two duty periods meets the required rest."""
    gap = following.report_at - previous.release_at
    return gap >= required_rest(previous)


def rest_gap_ok_for_deadhead(previous: DutyPeriod, following: DutyPeriod) -> bool:
    """Deadhead legs earn a rest credit, so the gap may be a little shorter."""
    gap = following.report_at - previous.release_at + DEADHEAD_CREDIT
    return gap >= required_rest(previous)


def weekly_rest_ok(duties: list[DutyPeriod], week_start: datetime) -> bool:
    """At least one block of WEEKLY_REST free of duty in the 7 days from week_start."""
    week_end = week_start + timedelta(days=7)
    inside = sorted(
        (d for d in duties if d.release_at > week_start and d.report_at < week_end),
        key=lambda d: d.report_at,
    )
    cursor = week_start
    for duty in inside:
        if duty.report_at - cursor >= WEEKLY_REST:
            return True
        cursor = max(cursor, duty.release_at)
    return week_end - cursor >= WEEKLY_REST


def pairing_violations(duties: Iterable[DutyPeriod]) -> list[Violation]:
    """Every rest rule broken by one crew member's chain of duty periods."""
    chain = sorted(duties, key=lambda d: d.report_at)
    found: list[Violation] = []
    for previous, following in zip(chain, chain[1:]):
        if previous.deadhead:
            ok = rest_gap_ok_for_deadhead(previous, following)
        else:
            ok = meets_rest_minimum(previous, following)
        if not ok:
            found.append(
                Violation(
                    previous.crew_id,
                    "minimum-rest",
                    f"{previous.release_at:%d%b %H:%M} -> {following.report_at:%d%b %H:%M}",
                )
            )
        if previous.base != following.base and not following.deadhead:
            found.append(
                Violation(previous.crew_id, "base-change", f"{previous.base} -> {following.base}")
            )
    if chain:
        week_start = chain[0].report_at.replace(hour=0, minute=0)
        if not weekly_rest_ok(chain, week_start):
            found.append(Violation(chain[0].crew_id, "weekly-rest", f"week of {week_start:%d%b}"))
    return found


def rest_report(duties: list[DutyPeriod]) -> list[dict]:
    """One row per consecutive pair, for the crew-control dashboard."""
    chain = sorted(duties, key=lambda d: d.report_at)
    rows = []
    for previous, following in zip(chain, chain[1:]):
        gap = following.report_at - previous.release_at
        rows.append(
            {
                "crew_id": previous.crew_id,
                "gap_hours": round(gap.total_seconds() / 3600, 2),
                "required_hours": required_rest(previous).total_seconds() / 3600,
                "rest_gap_ok": meets_rest_minimum(previous, following),
            }
        )
    return rows


def earliest_legal_report(previous: DutyPeriod) -> datetime:
    """The first report time a new duty may have after ``previous``."""
    return previous.release_at + required_rest(previous)


def swap_is_legal(chain: list[DutyPeriod], index: int, replacement: DutyPeriod) -> bool:
    """Whether ``replacement`` can take the place of ``chain[index]``."""
    trial = chain[:index] + [replacement] + chain[index + 1:]
    for previous, following in zip(trial, trial[1:]):
        if not meets_rest_minimum(previous, following):
            return False
    return True


def summarize(violations: list[Violation]) -> dict[str, int]:
    """Violation counts by rule name, for the nightly crew-legality email."""
    totals: dict[str, int] = {}
    for violation in violations:
        totals[violation.rule] = totals.get(violation.rule, 0) + 1
    return totals


if __name__ == "__main__":
    start = datetime(2027, 3, 1, 6, 0)
    sample = [
        DutyPeriod("FA1187", start, start + timedelta(hours=11), "LIS", legs=["TP1350", "TP1351"]),
        DutyPeriod("FA1187", start + timedelta(hours=21), start + timedelta(hours=30), "LIS"),
        DutyPeriod("FA1187", start + timedelta(hours=40), start + timedelta(hours=47), "OPO", deadhead=True),
    ]
    for v in pairing_violations(sample):
        print(v.rule, v.detail)
    print(summarize(pairing_violations(sample)))
