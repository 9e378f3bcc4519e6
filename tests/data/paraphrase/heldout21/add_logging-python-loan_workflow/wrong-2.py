"""Outgoing loan workflow for the Harrowgate Museum archive.

A loan moves through requested -> approved -> packed -> shipped -> returned.
Each step is checked against the object's condition report and the borrower's
facility report before it is allowed.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from datetime import date, timedelta
from enum import Enum

log = logging.getLogger("archive.loans")

MAX_LUX_PAPER = 50
MAX_LOAN_WEEKS = 26
CONDITION_GRADES = ("excellent", "good", "fair", "poor")


class Stage(Enum):
    REQUESTED = "requested"
    APPROVED = "approved"
    PACKED = "packed"
    SHIPPED = "shipped"
    RETURNED = "returned"


@dataclass
class ConditionReport:
    grade: str
    checked_on: date
    notes: str = ""

    def fit_to_travel(self) -> bool:
        return self.grade in ("excellent", "good")


@dataclass
class FacilityReport:
    borrower: str
    max_lux: int
    relative_humidity: tuple[int, int]
    has_security_guard: bool


@dataclass
class LoanRequest:
    accession: str
    borrower: str
    medium: str
    start: date
    weeks: int
    stage: Stage = Stage.REQUESTED
    history: list[tuple[date, Stage]] = field(default_factory=list)

    @property
    def due_back(self) -> date:
        return self.start + timedelta(weeks=self.weeks)


class LoanRefused(Exception):
    pass


def check_facility(request: LoanRequest, facility: FacilityReport) -> list[str]:
    problems = []
    if request.medium == "paper" and facility.max_lux > MAX_LUX_PAPER:
        problems.append(f"light level {facility.max_lux} lux is too high for paper")
    low, high = facility.relative_humidity
    if low < 40 or high > 60:
        problems.append(f"humidity range {low}-{high}% outside 40-60%")
    if not facility.has_security_guard:
        problems.append("no guard on the galleries")
    return problems


def approve(request: LoanRequest, condition: ConditionReport, facility: FacilityReport, today: date) -> None:
    if request.stage is not Stage.REQUESTED:
        raise LoanRefused(f"{request.accession} is already {request.stage.value}")
    if request.weeks > MAX_LOAN_WEEKS:
        raise LoanRefused(f"{request.weeks} weeks is longer than the {MAX_LOAN_WEEKS}-week limit")
    if not condition.fit_to_travel():
        raise LoanRefused(f"{request.accession} is in {condition.grade} condition")
    problems = check_facility(request, facility)
    if problems:
        raise LoanRefused("; ".join(problems))
    _advance(request, Stage.APPROVED, today)


def pack(request: LoanRequest, crate_id: str, today: date) -> None:
    if request.stage is not Stage.APPROVED:
        raise LoanRefused(f"cannot pack {request.accession}: it is {request.stage.value}")
    if not crate_id.startswith("CR-"):
        raise ValueError(f"bad crate id {crate_id!r}")
    _advance(request, Stage.PACKED, today)


def ship(request: LoanRequest, courier: str | None, today: date) -> None:
    if request.stage is not Stage.PACKED:
        raise LoanRefused(f"cannot ship {request.accession}: it is {request.stage.value}")
    if request.medium in ("paper", "textile") and courier is None:
        raise LoanRefused("fragile media travel with a courier")
    _advance(request, Stage.SHIPPED, today)


def receive_back(request: LoanRequest, condition: ConditionReport, today: date) -> list[str]:
    if request.stage is not Stage.SHIPPED:
        raise LoanRefused(f"{request.accession} was never shipped")
    warnings = []
    if today > request.due_back:
        warnings.append(f"returned {(today - request.due_back).days} days late")
    if CONDITION_GRADES.index(condition.grade) >= CONDITION_GRADES.index("fair"):
        warnings.append(f"came back in {condition.grade} condition")
    _advance(request, Stage.RETURNED, today)
    return warnings


def _advance(request: LoanRequest, stage: Stage, today: date) -> None:
    print(f"{request.accession}: {request.stage.value} -> {stage.value}")
    request.history.append((today, stage))
    request.stage = stage


def extend(request: LoanRequest, extra_weeks: int) -> date:
    """Extends a loan that is out; returns the new due date."""
    if request.stage is not Stage.SHIPPED:
        raise LoanRefused(f"{request.accession} is not out on loan")
    if request.weeks + extra_weeks > MAX_LOAN_WEEKS:
        raise LoanRefused(f"extension past the {MAX_LOAN_WEEKS}-week limit")
    request.weeks += extra_weeks
    return request.due_back


def overdue(requests: list[LoanRequest], today: date) -> list[LoanRequest]:
    return [r for r in requests if r.stage is Stage.SHIPPED and today > r.due_back]


def loan_summary(requests: list[LoanRequest]) -> dict[str, int]:
    counts = {stage.value: 0 for stage in Stage}
    for r in requests:
        counts[r.stage.value] += 1
    return counts


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    today = date(2026, 12, 6)
    req = LoanRequest("HM.1962.118", "Tiverton Textile Museum", "textile", date(2027, 1, 10), 12)
    cond = ConditionReport("good", date(2026, 11, 30))
    fac = FacilityReport("Tiverton Textile Museum", 50, (45, 55), True)
    approve(req, cond, fac, today)
    pack(req, "CR-0441", today)
    ship(req, "Odile Brannagh", today)
    print(loan_summary([req]))
