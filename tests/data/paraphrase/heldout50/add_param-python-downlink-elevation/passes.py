"""Downlink pass planning for the Ravensmoor ground station."""
from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime, timedelta

log = logging.getLogger("ravensmoor.passes")

SLEW_MARGIN = timedelta(seconds=90)


@dataclass(frozen=True)
class Pass:
    satellite: str
    aos: datetime
    los: datetime
    max_elevation: float

    @property
    def duration(self) -> timedelta:
        return self.los - self.aos


def usable_passes(passes: list[Pass], not_before: datetime) -> list[Pass]:
    """Passes that start after not_before, with room to slew the dish."""
    usable = []
    for p in passes:
        if p.aos - SLEW_MARGIN < not_before:
            continue
        usable.append(p)
    return usable


def plan_downlinks(passes: list[Pass], not_before: datetime, budget_mb: int) -> list[Pass]:
    """Greedy plan: longest passes first until the data budget is covered."""
    plan = []
    remaining = budget_mb
    for p in sorted(usable_passes(passes, not_before), key=lambda p: p.duration, reverse=True):
        if remaining <= 0:
            break
        plan.append(p)
        remaining -= int(p.duration.total_seconds() * 0.8)
    log.info("planned %d passes, %d MB left over", len(plan), max(remaining, 0))
    return sorted(plan, key=lambda p: p.aos)


def tonight(passes: list[Pass], now: datetime) -> list[Pass]:
    return plan_downlinks(passes, now, budget_mb=4000)


def weekend(passes: list[Pass], now: datetime) -> list[Pass]:
    return plan_downlinks(passes, now + timedelta(days=1), budget_mb=12000)
