"""Building permit fee assessment for the municipal planning office.

Fees follow the 2026 schedule adopted by the council (resolution 2025-114).
All amounts are in euro cents to avoid rounding drift; convert only for display.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from datetime import date
from enum import Enum

log = logging.getLogger("permits.fees")

SCHEDULE_YEAR = 2026
BASE_FEE_CENTS = 18_500
PER_SQM_CENTS = 240
HERITAGE_SURCHARGE = 0.15
EXPEDITE_MULTIPLIER = 1.5
MAX_FEE_CENTS = 2_500_000
LATE_PENALTY_PER_DAY_CENTS = 1_000


class PermitType(Enum):
    NEW_BUILD = "new_build"
    EXTENSION = "extension"
    DEMOLITION = "demolition"
    CHANGE_OF_USE = "change_of_use"
    SIGNAGE = "signage"


TYPE_FACTORS = {
    PermitType.NEW_BUILD: 1.0,
    PermitType.EXTENSION: 0.8,
    PermitType.DEMOLITION: 0.6,
    PermitType.CHANGE_OF_USE: 0.5,
    PermitType.SIGNAGE: 0.2,
}


@dataclass
class Application:
    reference: str
    permit_type: PermitType
    floor_area_sqm: float
    heritage_zone: bool = False
    expedited: bool = False
    nonprofit: bool = False
    submitted: date = field(default_factory=date.today)
    decision_due: date | None = None


@dataclass
class FeeLine:
    label: str
    cents: int


@dataclass
class Assessment:
    reference: str
    lines: list[FeeLine]
    total_cents: int

    def as_euros(self) -> str:
        return f"{self.total_cents / 100:,.2f} EUR"


def area_component(area_sqm: float) -> int:
    """Variable part of the fee; the first 20 sqm are free."""
    chargeable = max(0.0, area_sqm - 20.0)
    return round(chargeable * PER_SQM_CENTS)


def assess_permit(app: Application) -> Assessment:
    """Compute the itemised fee for one application."""
    lines: list[FeeLine] = []
    factor = TYPE_FACTORS[app.permit_type]
    total = round(BASE_FEE_CENTS * factor)
    lines.append(FeeLine("Base fee", total))

    area = area_component(app.floor_area_sqm)
    if area:
        lines.append(FeeLine("Floor area", area))
        total += area

    if app.heritage_zone:
        surcharge = round(total * HERITAGE_SURCHARGE)
        lines.append(FeeLine("Heritage zone surcharge", surcharge))
        total += surcharge

    if app.expedited:
        extra = round(total * (EXPEDITE_MULTIPLIER - 1))
        lines.append(FeeLine("Expedited review", extra))
        total += extra

    if app.nonprofit:
        discount = total // 2
        lines.append(FeeLine("Non-profit discount", -discount))
        total -= discount

    if total > MAX_FEE_CENTS:
        lines.append(FeeLine("Cap adjustment", MAX_FEE_CENTS - total))
        total = MAX_FEE_CENTS

    log.debug("assessed %s: %d cents", app.reference, total)
    return Assessment(app.reference, lines, total)


def late_penalty(app: Application, paid_on: date) -> int:
    """Penalty for paying after the decision is due."""
    if app.decision_due is None or paid_on <= app.decision_due:
        return 0
    days = (paid_on - app.decision_due).days
    return days * LATE_PENALTY_PER_DAY_CENTS


def batch_totals(apps: list[Application]) -> dict[PermitType, int]:
    """Sum of assessed fees per permit type, for the monthly report."""
    totals: dict[PermitType, int] = {}
    for app in apps:
        total = assess_permit(app).total_cents
        totals[app.permit_type] = totals.get(app.permit_type, 0) + total
    return totals


def refund_due(assessment: Assessment, withdrawn_on: date, submitted: date) -> int:
    """Applicants who withdraw within 14 days get 80% back, later 25%."""
    total = assessment.total_cents
    if (withdrawn_on - submitted).days <= 14:
        return round(total * 0.8)
    return round(total * 0.25)


def render_receipt(assessment: Assessment) -> str:
    width = 42
    out = [f"Permit {assessment.reference}".center(width, "-")]
    for line in assessment.lines:
        amount = f"{line.cents / 100:,.2f}"
        out.append(f"{line.label:<30}{amount:>12}")
    out.append("-" * width)
    out.append(f"{'Total':<30}{assessment.total_cents / 100:>12,.2f}")
    return "\n".join(out)


if __name__ == "__main__":
    logging.basicConfig(level=logging.DEBUG)
    demo = [
        Application("P-2026-0001", PermitType.NEW_BUILD, 145.0, heritage_zone=True),
        Application("P-2026-0002", PermitType.EXTENSION, 32.5, expedited=True),
        Application("P-2026-0003", PermitType.SIGNAGE, 0.0, nonprofit=True),
    ]
    for a in demo:
        print(render_receipt(assess_permit(a)))
        print()
    print(batch_totals(demo))
