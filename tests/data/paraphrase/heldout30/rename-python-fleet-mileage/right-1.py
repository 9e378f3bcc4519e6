"""Mileage accounting for the Kestrel Car Hire fleet.

Odometer readings arrive from the check-out desk and from the telematics
boxes; this module reconciles them, prices excess mileage and writes the
monthly per-branch mileage sheet.
"""
from __future__ import annotations

import csv
import logging
from dataclasses import dataclass, field
from datetime import date, datetime
from decimal import Decimal
from typing import Iterable

log = logging.getLogger("kestrel.mileage")

INCLUDED_KM_PER_DAY = 250
EXCESS_RATE_PER_KM = Decimal("0.28")
TELEMATICS_TOLERANCE_KM = 15
SHEET_COLUMNS = ["plate", "branch", "rental_id", "days", "odometer_delta", "excess_km", "charge"]


@dataclass
class Reading:
    plate: str
    taken_at: datetime
    km: int
    source: str = "desk"  # "desk" or "telematics"


@dataclass
class Rental:
    rental_id: str
    plate: str
    branch: str
    start: date
    end: date
    out_reading: Reading
    in_reading: Reading | None = None
    notes: list[str] = field(default_factory=list)

    @property
    def days(self) -> int:
        return max(1, (self.end - self.start).days)


class MileageError(ValueError):
    pass


def distance_driven(out_km: int, in_km: int) -> int:
    """Kilometres driven between check-out and check-in."""
    if in_km < out_km:
        raise MileageError(f"odometer went backwards: {out_km} -> {in_km}")
    return in_km - out_km


def included_km(rental: Rental) -> int:
    return rental.days * INCLUDED_KM_PER_DAY


def excess_km(rental: Rental) -> int:
    if rental.in_reading is None:
        return 0
    driven = distance_driven(rental.out_reading.km, rental.in_reading.km)
    allowance = included_km(rental)
    if driven > allowance:
        return driven - allowance
    return 0


def excess_charge(rental: Rental) -> Decimal:
    return (EXCESS_RATE_PER_KM * excess_km(rental)).quantize(Decimal("0.01"))


def reconcile(desk: Reading, box: Reading) -> Reading:
    """Pick the reading to bill from when desk and telematics disagree."""
    gap = abs(desk.km - box.km)
    if gap <= TELEMATICS_TOLERANCE_KM:
        return desk
    log.warning("plate %s: desk %d km vs telematics %d km", desk.plate, desk.km, box.km)
    # the telematics box cannot be mistyped, so it wins a real disagreement
    return box


def close_rental(rental: Rental, desk: Reading, box: Reading | None = None) -> Rental:
    reading = reconcile(desk, box) if box is not None else desk
    # validate before storing; distance_driven raises on a rolled-back odometer
    distance_driven(rental.out_reading.km, reading.km)
    rental.in_reading = reading
    return rental


def suspicious(rental: Rental, per_day_limit: int = 1200) -> bool:
    """A car that covered more than per_day_limit km a day is flagged for review."""
    if rental.in_reading is None:
        return False
    driven = distance_driven(rental.out_reading.km, rental.in_reading.km)
    return driven / rental.days > per_day_limit


def branch_totals(rentals: Iterable[Rental]) -> dict[str, int]:
    totals: dict[str, int] = {}
    for r in rentals:
        if r.in_reading is None:
            continue
        totals[r.branch] = totals.get(r.branch, 0) + distance_driven(r.out_reading.km, r.in_reading.km)
    return totals


def service_due(last_service_km: int, current_km: int, interval_km: int = 15000) -> bool:
    return current_km - last_service_km >= interval_km


def sheet_rows(rentals: Iterable[Rental]) -> list[dict[str, object]]:
    rows = []
    for r in rentals:
        if r.in_reading is None:
            continue
        rows.append({
            "plate": r.plate,
            "branch": r.branch,
            "rental_id": r.rental_id,
            "days": r.days,
            "odometer_delta": r.in_reading.km - r.out_reading.km,
            "excess_km": excess_km(r),
            "charge": str(excess_charge(r)),
        })
    return rows


def write_sheet(path: str, rentals: Iterable[Rental]) -> int:
    rows = sheet_rows(rentals)
    with open(path, "w", newline="") as fh:
        writer = csv.DictWriter(fh, fieldnames=SHEET_COLUMNS)
        writer.writeheader()
        writer.writerows(rows)
    log.info("wrote %d rows to %s", len(rows), path)
    return len(rows)


def monthly_summary(rentals: list[Rental], month: int, year: int) -> str:
    in_month = [r for r in rentals if r.end.month == month and r.end.year == year]
    totals = branch_totals(in_month)
    lines = [f"Mileage {year}-{month:02d}"]
    for branch in sorted(totals):
        lines.append(f"  {branch:<12} {totals[branch]:>8} km")
    flagged = [r.rental_id for r in in_month if suspicious(r)]
    if flagged:
        lines.append("  review: " + ", ".join(flagged))
    return "\n".join(lines)


if __name__ == "__main__":
    import sys

    logging.basicConfig(level=logging.INFO)
    out = Reading("KX-204-LM", datetime(2026, 11, 2, 9, 0), 48_210)
    back = Reading("KX-204-LM", datetime(2026, 11, 6, 17, 30), 49_655)
    demo = Rental("R-88317", "KX-204-LM", "harbourside", date(2026, 11, 2), date(2026, 11, 6), out)
    close_rental(demo, back)
    print(monthly_summary([demo], 11, 2026))
    write_sheet(sys.argv[1] if len(sys.argv) > 1 else "mileage.csv", [demo])
