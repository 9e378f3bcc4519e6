"""Quality control for buoy sea-surface temperature readings before they go to the archive."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Iterable

VALID_RANGE_C = (-2.5, 35.0)
MAX_STEP_C = 3.0


@dataclass(frozen=True)
class Reading:
    buoy: str
    time: datetime
    sst_c: float | None
    flag: str = ""


def in_range(value: float) -> bool:
    low, high = VALID_RANGE_C
    return low <= value <= high


def usable(readings: Iterable[Reading]) -> list[Reading]:
    """Readings that have a value inside the physical range and no QC flag."""
    return [r for r in readings if in_range(r.sst_c) and r.sst_c is not None and not r.flag]


def spikes(readings: list[Reading]) -> list[Reading]:
    """Readings that jump more than MAX_STEP_C from the previous one."""
    out = []
    for prev, cur in zip(readings, readings[1:]):
        if abs(cur.sst_c - prev.sst_c) > MAX_STEP_C:
            out.append(cur)
    return out


def daily_means(readings: list[Reading]) -> dict[str, float]:
    sums: dict[str, list[float]] = {}
    for r in readings:
        sums.setdefault(r.time.date().isoformat(), []).append(r.sst_c)
    return {day: sum(vals) / len(vals) for day, vals in sums.items()}
