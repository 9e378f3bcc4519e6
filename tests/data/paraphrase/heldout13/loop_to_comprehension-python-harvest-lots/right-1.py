"""Harvest lots for the olive mill: which lots go to the press today."""

from dataclasses import dataclass
from datetime import date, timedelta

MAX_WAIT_DAYS = 2
MIN_KG = 150


@dataclass(frozen=True)
class Lot:
    lot_id: str
    grower: str
    variety: str
    kg: float
    picked_on: date
    organic: bool = False
    rejected: bool = False


def press_queue(lots: list[Lot], today: date) -> list[str]:
    """Lot ids to press today: not rejected, big enough, oldest pick first."""
    ready = []
    for lot in sorted(lots, key=lambda l: l.picked_on):
        if not lot.rejected and lot.kg >= MIN_KG:
            ready.append(lot.lot_id)
    return ready


def overdue(lots: list[Lot], today: date) -> list[Lot]:
    limit = today - timedelta(days=MAX_WAIT_DAYS)
    return [lot for lot in lots if lot.picked_on < limit and not lot.rejected]


def kg_by_variety(lots: list[Lot]) -> dict[str, float]:
    totals: dict[str, float] = {}
    for lot in lots:
        if lot.rejected:
            continue
        totals[lot.variety] = totals.get(lot.variety, 0.0) + lot.kg
    return totals


def organic_share(lots: list[Lot]) -> float:
    accepted = [l for l in lots if not l.rejected]
    if not accepted:
        return 0.0
    return sum(l.kg for l in accepted if l.organic) / sum(l.kg for l in accepted)
