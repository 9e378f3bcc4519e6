"""Expiry sweeps for the blood bank's refrigerated stock."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

PLATELET_SHELF_DAYS = 5
RED_CELL_SHELF_DAYS = 42
PLASMA_SHELF_DAYS = 365


@dataclass
class Unit:
    unit_id: str
    component: str  # "red_cells", "platelets" or "plasma"
    abo: str
    rh: str
    collected_at: datetime
    quarantined: bool = False


def shelf_life(component: str) -> timedelta:
    if component == "platelets":
        return timedelta(days=PLATELET_SHELF_DAYS)
    if component == "plasma":
        return timedelta(days=PLASMA_SHELF_DAYS)
    return timedelta(days=RED_CELL_SHELF_DAYS)


def expires_at(unit: Unit) -> datetime:
    return unit.collected_at + shelf_life(unit.component)


def units_to_discard(stock: list[Unit], now: datetime) -> list[Unit]:
    """Units past expiry, plus quarantined units held longer than the review margin."""
    quarantine_margin = timedelta(hours=72)
    doomed = []
    for unit in stock:
        if expires_at(unit) <= now:
            doomed.append(unit)
        elif unit.quarantined and now - unit.collected_at > review_margin:
            doomed.append(unit)
    return doomed


def units_nearing_expiry(stock: list[Unit], now: datetime) -> list[Unit]:
    """Units that expire within the review margin, soonest first, for the morning huddle."""
    review_margin = timedelta(hours=48)
    soon = [u for u in stock if now < expires_at(u) <= now + review_margin]
    return sorted(soon, key=expires_at)


def discard_report(stock: list[Unit], now: datetime) -> str:
    doomed = units_to_discard(stock, now)
    lines = [f"{len(doomed)} unit(s) to discard on {now:%Y-%m-%d}"]
    for unit in doomed:
        reason = "quarantine review" if unit.quarantined else "expired"
        lines.append(f"  {unit.unit_id} {unit.component} {unit.abo}{unit.rh} ({reason})")
    return "\n".join(lines)
