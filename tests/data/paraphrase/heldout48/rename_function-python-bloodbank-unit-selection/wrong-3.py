"""Blood bank inventory: donations, cross-matching and expiry tracking."""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import Iterable

log = logging.getLogger("bloodbank.inventory")

# ABO/Rh compatibility for red cells: recipient -> acceptable donor groups
RED_CELL_COMPATIBILITY = {
    "O-": ["O-"],
    "O+": ["O-", "O+"],
    "A-": ["O-", "A-"],
    "A+": ["O-", "O+", "A-", "A+"],
    "B-": ["O-", "B-"],
    "B+": ["O-", "O+", "B-", "B+"],
    "AB-": ["O-", "A-", "B-", "AB-"],
    "AB+": ["O-", "O+", "A-", "A+", "B-", "B+", "AB-", "AB+"],
}

SHELF_LIFE_DAYS = {
    "red_cells": 42,
    "platelets": 5,
    "plasma": 365,
}


@dataclass
class BloodUnit:
    unit_id: str
    donor_id: str
    abo_rh: str
    component: str
    collected_on: date
    location: str = "main-fridge"
    reserved_for: str | None = None
    discarded: bool = False

    @property
    def expires_on(self) -> date:
        return self.collected_on + timedelta(days=SHELF_LIFE_DAYS[self.component])

    def days_left(self, today: date) -> int:
        return (self.expires_on - today).days


@dataclass
class TransfusionRequest:
    request_id: str
    patient_mrn: str
    abo_rh: str
    component: str
    units_needed: int
    urgent: bool = False
    notes: list[str] = field(default_factory=list)


class Inventory:
    def __init__(self, units: Iterable[BloodUnit] = ()):
        self.units: dict[str, BloodUnit] = {u.unit_id: u for u in units}

    def add(self, unit: BloodUnit) -> None:
        if unit.unit_id in self.units:
            raise ValueError(f"duplicate unit {unit.unit_id}")
        self.units[unit.unit_id] = unit
        log.info("received unit %s (%s %s)", unit.unit_id, unit.abo_rh, unit.component)

    def available(self, component: str, today: date) -> list[BloodUnit]:
        return [
            u
            for u in self.units.values()
            if u.component == component
            and not u.discarded
            and u.reserved_for is None
            and u.days_left(today) > 0
        ]


def pick_units_for_request(inventory: Inventory, request: TransfusionRequest, today: date) -> list[BloodUnit]:
    """Choose compatible units for a request, oldest first so nothing expires on the shelf."""
    allowed = RED_CELL_COMPATIBILITY[request.abo_rh]
    candidates = [u for u in inventory.available(request.component, today) if u.abo_rh in allowed]
    # exact group first, then the oldest unit
    candidates.sort(key=lambda u: (u.abo_rh != request.abo_rh, u.days_left(today)))
    chosen = candidates[: request.units_needed]
    if len(chosen) < request.units_needed:
        log.warning(
            "request %s short by %d units", request.request_id, request.units_needed - len(chosen)
        )
    return chosen


def select_compatible_units(inventory: Inventory, component: str, today: date, limit: int) -> list[BloodUnit]:
    """Units close to expiry that can be sent to a partner hospital."""
    soon = [u for u in inventory.available(component, today) if u.days_left(today) <= 3]
    soon.sort(key=lambda u: u.days_left(today))
    return soon[:limit]


def reserve(inventory: Inventory, request: TransfusionRequest, today: date) -> list[str]:
    units = pick_units_for_request(inventory, request, today)
    for unit in units:
        unit.reserved_for = request.request_id
    request.notes.append(f"reserved {len(units)} of {request.units_needed}")
    return [u.unit_id for u in units]


def dry_run(inventory: Inventory, requests: list[TransfusionRequest], today: date) -> dict[str, int]:
    """How many units each request would get, without reserving anything."""
    return {r.request_id: len(pick_units_for_request(inventory, r, today)) for r in requests}


def expire_stale_units(inventory: Inventory, today: date) -> list[str]:
    expired = []
    for unit in inventory.units.values():
        if not unit.discarded and unit.days_left(today) <= 0:
            unit.discarded = True
            expired.append(unit.unit_id)
    if expired:
        log.info("discarded %d expired units", len(expired))
    return expired


def expiry_report(inventory: Inventory, today: date, horizon_days: int = 7) -> list[tuple[str, str, int]]:
    rows = []
    for unit in inventory.units.values():
        if unit.discarded:
            continue
        left = unit.days_left(today)
        if left <= horizon_days:
            rows.append((unit.unit_id, unit.component, left))
    return sorted(rows, key=lambda r: r[2])


def shortage_by_group(inventory: Inventory, requests: list[TransfusionRequest], today: date) -> dict[str, int]:
    short: dict[str, int] = {}
    for req in requests:
        got = len(pick_units_for_request(inventory, req, today))
        if got < req.units_needed:
            short[req.abo_rh] = short.get(req.abo_rh, 0) + req.units_needed - got
    return short


def main() -> None:
    logging.basicConfig(level=logging.INFO)
    today = date(2026, 3, 14)
    inv = Inventory(
        [
            BloodUnit("U-1001", "D-77", "O-", "red_cells", date(2026, 2, 1)),
            BloodUnit("U-1002", "D-12", "A+", "red_cells", date(2026, 3, 1)),
            BloodUnit("U-1003", "D-31", "B+", "platelets", date(2026, 3, 11)),
            BloodUnit("U-1004", "D-45", "O+", "red_cells", date(2026, 2, 20)),
        ]
    )
    req = TransfusionRequest("TR-55", "MRN-0042", "A+", "red_cells", 2, urgent=True)
    print(dry_run(inv, [req], today))
    print(reserve(inv, req, today))
    print(expiry_report(inv, today))
    print(expire_stale_units(inv, today))


if __name__ == "__main__":
    main()
