"""Substrate batch planning for the Halden Hollow grow rooms.

Each batch of straw, oak sawdust or coir goes through soaking, heat treatment and
inoculation before it is bagged and moved to an incubation shelf.
"""
from __future__ import annotations

import csv
import logging
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from typing import Iterable

log = logging.getLogger("halden.substrate")

PASTEURISE_TEMP_C = 68
PASTEURISE_HOURS = 6
STERILISE_TEMP_C = 121
STERILISE_HOURS = 2.5
TARGET_MOISTURE = 0.62
MAX_BAG_KG = 4.5

REPORT_COLUMNS = [
    "code",
    "base",
    "moisture",
    "supplement_load",
    "treatment",
    "bags",
]


@dataclass
class SubstrateBatch:
    code: str
    base: str                 # "straw", "oak_sawdust" or "coir"
    dry_kg: float
    water_kg: float
    bran_kg: float = 0.0
    gypsum_kg: float = 0.0
    mixed_on: date | None = None
    treated_at: datetime | None = None
    spawn_kg: float = 0.0
    notes: list[str] = field(default_factory=list)

    @property
    def wet_kg(self) -> float:
        return self.dry_kg + self.water_kg + self.bran_kg + self.gypsum_kg


def moisture_fraction(batch: SubstrateBatch) -> float:
    """Share of the wet mass that is water."""
    total = batch.dry_kg + batch.water_kg
    if total == 0:
        return 0.0
    return batch.water_kg / total


def water_to_add(batch: SubstrateBatch, target: float = TARGET_MOISTURE) -> float:
    """Kilograms of water still needed to reach the target moisture."""
    if moisture_fraction(batch) >= target:
        return 0.0
    needed = target * batch.dry_kg / (1 - target)
    return round(needed - batch.water_kg, 2)


def supplement_ratio(batch: SubstrateBatch) -> float:
    """Bran and gypsum as a share of the dry base."""
    if batch.dry_kg == 0:
        return 0.0
    return (batch.bran_kg + batch.gypsum_kg) / batch.dry_kg


def needs_sterilisation(batch: SubstrateBatch) -> bool:
    """Supplemented sawdust feeds moulds too well to get away with pasteurising."""
    if batch.base == "straw":
        return False
    return supplement_ratio(batch) > 0.15


def treatment_plan(batch: SubstrateBatch) -> tuple[int, float]:
    """Temperature (C) and hours for the batch's heat treatment."""
    if needs_sterilisation(batch):
        return STERILISE_TEMP_C, STERILISE_HOURS
    return PASTEURISE_TEMP_C, PASTEURISE_HOURS


def ready_for_spawn(batch: SubstrateBatch, now: datetime) -> bool:
    """The batch has to cool for a full day after treatment before spawning."""
    if batch.treated_at is None:
        return False
    return now - batch.treated_at >= timedelta(hours=24)


def spawn_needed(batch: SubstrateBatch, rate: float = 0.08) -> float:
    """Grain spawn to add, as a share of the wet mass.

    Heavily supplemented batches get a higher rate so the mycelium
    colonises before contaminants do.
    """
    if supplement_ratio(batch) > 0.2:
        rate += 0.02
    return round(batch.wet_kg * rate, 2)


def bag_count(batch: SubstrateBatch) -> int:
    total = batch.wet_kg + batch.spawn_kg
    bags = int(total // MAX_BAG_KG)
    if total % MAX_BAG_KG > 0.5:
        bags += 1
    return bags


def validate_batch(batch: SubstrateBatch) -> list[str]:
    problems = []
    if batch.dry_kg <= 0:
        problems.append("dry mass must be positive")
    if batch.base not in ("straw", "oak_sawdust", "coir"):
        problems.append(f"unknown base {batch.base!r}")
    if supplement_ratio(batch) > 0.4:
        problems.append("supplement above 40% of dry base")
    moisture = moisture_fraction(batch)
    if not 0.5 <= moisture <= 0.7:
        problems.append(f"moisture {moisture:.0%} outside 50-70%")
    return problems


def batch_row(batch: SubstrateBatch) -> dict[str, object]:
    temp, hours = treatment_plan(batch)
    return {
        "code": batch.code,
        "base": batch.base,
        "moisture": round(moisture_fraction(batch), 3),
        "supplement_load": round(supplement_ratio(batch), 3),
        "treatment": f"{temp}C/{hours}h",
        "bags": bag_count(batch),
    }


def write_report(batches: Iterable[SubstrateBatch], path: str) -> int:
    written = 0
    with open(path, "w", newline="") as fh:
        writer = csv.DictWriter(fh, fieldnames=REPORT_COLUMNS)
        writer.writeheader()
        for batch in batches:
            problems = validate_batch(batch)
            if problems:
                log.warning("skipping %s: %s", batch.code, "; ".join(problems))
                continue
            writer.writerow(batch_row(batch))
            written += 1
    return written


def plan_week(batches: list[SubstrateBatch], start: date) -> dict[date, list[str]]:
    """Spread treatments over the week, at most two sterilisations a day."""
    schedule: dict[date, list[str]] = {}
    day = start
    sterilised_today = 0
    for batch in sorted(batches, key=supplement_ratio, reverse=True):
        if needs_sterilisation(batch):
            if sterilised_today == 2:
                day += timedelta(days=1)
                sterilised_today = 0
            sterilised_today += 1
        schedule.setdefault(day, []).append(batch.code)
    return schedule


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    demo = [
        SubstrateBatch("HH-0412", "oak_sawdust", 40.0, 62.0, bran_kg=8.0, gypsum_kg=1.0),
        SubstrateBatch("HH-0413", "straw", 25.0, 41.0),
        SubstrateBatch("HH-0414", "coir", 18.0, 30.0, gypsum_kg=0.9),
    ]
    print(write_report(demo, "substrate_report.csv"), "rows written")
