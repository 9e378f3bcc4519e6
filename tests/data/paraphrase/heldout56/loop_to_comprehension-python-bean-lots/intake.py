"""Cocoa bean lot intake: grading and moisture checks."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

MAX_MOISTURE = 7.5   # percent; wetter beans go mouldy in the silo
MIN_CUT_SCORE = 80   # cut test: share of well-fermented beans


@dataclass
class BeanLot:
    lot_no: str
    origin: str
    arrived: date
    sacks: int
    moisture: float
    cut_score: int
    organic: bool = False


def accepted_lots(lots: list[BeanLot]) -> list[BeanLot]:
    accepted = []
    for lot in lots:
        if lot.moisture <= MAX_MOISTURE and lot.cut_score >= MIN_CUT_SCORE:
            accepted.append(lot)
    return accepted


def origin_sacks(lots: list[BeanLot]) -> dict[str, int]:
    totals: dict[str, int] = {}
    for lot in lots:
        totals[lot.origin] = totals.get(lot.origin, 0) + lot.sacks
    return totals


def organic_labels(lots: list[BeanLot]) -> list[str]:
    labels = []
    for lot in lots:
        if lot.organic:
            labels.append(f"{lot.lot_no} {lot.origin} (bio)")
    return labels


def oldest_first(lots: list[BeanLot]) -> list[BeanLot]:
    return sorted(lots, key=lambda lot: lot.arrived)
