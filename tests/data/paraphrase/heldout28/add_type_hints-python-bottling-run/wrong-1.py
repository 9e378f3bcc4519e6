"""Bottling run planning: sulfite adjustment, dry goods and line schedule.

The cellar team plans each run a week ahead. This module is used by the
planning notebook and by the line's pre-run checklist.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta

BOTTLES_PER_CASE = 12
LINE_BOTTLES_PER_HOUR = 2400
CHANGEOVER_MINUTES = 35
PKA_SO2 = 1.81
MOLECULAR_TARGET_RED = 0.5
MOLECULAR_TARGET_WHITE = 0.8
KMS_SO2_FRACTION = 0.576  # potassium metabisulfite yields 57.6% SO2


# --- sulfite helpers (ported from the old spreadsheet) -----------------------

def molecular_so2(free_so2: float, ph: float) -> float:
    """Molecular SO2 (mg/L) for a given free SO2 (mg/L) and pH."""
    return free_so2 / (1 + 10 ** (ph - PKA_SO2))


def free_so2_target(ph, is_red=True):
    """Free SO2 (mg/L) needed to reach the molecular target at this pH."""
    target = MOLECULAR_TARGET_RED if is_red else MOLECULAR_TARGET_WHITE
    return round(target * (1 + 10 ** (ph - PKA_SO2)), 1)


def so2_addition_mg(volume_l: float, current_free: float, target_free: float) -> int:
    """Grams of potassium metabisulfite to add, returned in milligrams."""
    missing = max(0.0, target_free - current_free)
    return round(missing * volume_l / KMS_SO2_FRACTION)


# --- run planning -------------------------------------------------------------

@dataclass
class Wine:
    lot: str
    name: str
    is_red: bool
    volume_l: float
    ph: float
    free_so2: float


@dataclass
class DryGoods:
    bottle: str
    closure: str
    capsule: str | None
    front_label: str
    back_label: str
    case_box: str


@dataclass
class RunItem:
    wine: Wine
    goods: DryGoods
    fill_ml: int = 750
    loss_pct: float = 1.5

    @property
    def bottles(self) -> int:
        usable = self.wine.volume_l * (1 - self.loss_pct / 100)
        return math.floor(usable * 1000 / self.fill_ml)

    @property
    def cases(self) -> int:
        return self.bottles // BOTTLES_PER_CASE

    def so2_to_add_mg(self) -> int:
        target = free_so2_target(self.wine.ph, self.wine.is_red)
        return so2_addition_mg(self.wine.volume_l, self.wine.free_so2, target)


@dataclass
class BottlingRun:
    run_date: date
    start: datetime
    items: list[RunItem] = field(default_factory=list)

    def add(self, item: RunItem) -> None:
        self.items.append(item)

    def total_bottles(self) -> int:
        return sum(item.bottles for item in self.items)

    def dry_goods_needed(self, spare_pct: float = 3.0) -> dict[str, int]:
        needed: dict[str, int] = {}
        for item in self.items:
            n = math.ceil(item.bottles * (1 + spare_pct / 100))
            parts = [item.goods.bottle, item.goods.closure, item.goods.front_label, item.goods.back_label]
            if item.goods.capsule:
                parts.append(item.goods.capsule)
            for part in parts:
                needed[part] = needed.get(part, 0) + n
            boxes = math.ceil(n / BOTTLES_PER_CASE)
            needed[item.goods.case_box] = needed.get(item.goods.case_box, 0) + boxes
        return needed

    def schedule(self) -> list[tuple[str, datetime, datetime]]:
        """Start and end time of each lot on the line, with changeovers between lots."""
        slots = []
        t = self.start
        for i, item in enumerate(self.items):
            if i > 0:
                t += timedelta(minutes=CHANGEOVER_MINUTES)
            hours = item.bottles / LINE_BOTTLES_PER_HOUR
            end = t + timedelta(hours=hours)
            slots.append((item.wine.lot, t, end))
            t = end
        return slots

    def finishes_by(self, deadline: datetime) -> bool:
        slots = self.schedule()
        return not slots or slots[-1][2] <= deadline


def checklist(run: BottlingRun) -> list[str]:
    """Pre-run checklist lines for the line lead."""
    lines = [f"Bottling run {run.run_date.isoformat()} - {run.total_bottles()} bottles"]
    for item in run.items:
        mg = item.so2_to_add_mg()
        if mg > 0:
            lines.append(f"  {item.wine.lot}: add {mg / 1000:.1f} g KMS before filtration")
        else:
            lines.append(f"  {item.wine.lot}: SO2 ok ({item.wine.free_so2} mg/L free)")
    for part, qty in sorted(run.dry_goods_needed().items()):
        lines.append(f"  stage {qty} x {part}")
    return lines


def low_molecular(wines: list[Wine]) -> list[str]:
    """Lots whose molecular SO2 is below the target for their colour."""
    out = []
    for wine in wines:
        target = MOLECULAR_TARGET_RED if wine.is_red else MOLECULAR_TARGET_WHITE
        if molecular_so2(wine.free_so2, wine.ph) < target:
            out.append(wine.lot)
    return out


def cases_by_lot(run: BottlingRun) -> dict[str, int]:
    """Full cases per lot, for the warehouse pallet plan."""
    return {item.wine.lot: item.cases for item in run.items}
