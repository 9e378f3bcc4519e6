"""Water temperature monitoring for the Kettle Creek hatchery raceways.

Readings arrive every five minutes from the probe bus; each tank has its own
comfort band depending on the species and life stage it holds.
"""

from __future__ import annotations

import logging
import statistics
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Iterable

log = logging.getLogger("hatchery.temperature")

# Species comfort bands in degrees Celsius (low, high).
SPECIES_BANDS = {
    "rainbow_trout": (10.0, 16.0),
    "brook_trout": (8.0, 14.0),
    "chinook_salmon": (7.5, 13.5),
    "walleye": (12.0, 20.0),
}

# Eggs and sac fry tolerate a narrower band than fingerlings.
STAGE_MARGIN = {
    "eyed_egg": 1.0,
    "sac_fry": 0.75,
    "fingerling": 0.0,
}

STALE_AFTER = timedelta(minutes=20)


@dataclass
class ProbeReading:
    tank_id: str
    taken_at: datetime
    celsius: float


@dataclass
class Tank:
    tank_id: str
    species: str
    stage: str
    egg_estimate: int = 0
    history: list[ProbeReading] = field(default_factory=list)

    def band(self) -> tuple[float, float]:
        low, high = SPECIES_BANDS[self.species]
        margin = STAGE_MARGIN.get(self.stage, 0.0)
        return low + margin, high - margin


class AlarmLevel:
    OK = "ok"
    WATCH = "watch"
    CRITICAL = "critical"
    STALE = "stale"


def smoothed_celsius(readings: list[ProbeReading], window: int = 3) -> float:
    recent = [r.celsius for r in readings[-window:]]
    if not recent:
        raise ValueError("no readings")
    return statistics.fmean(recent)


def classify_tank(tank: Tank, now: datetime) -> str:
    if not tank.history:
        return AlarmLevel.STALE
    if now - tank.history[-1].taken_at > STALE_AFTER:
        return AlarmLevel.STALE
    low, high = tank.band()
    temp = smoothed_celsius(tank.history)
    if temp < low - 1.5 or temp > high + 1.5:
        return AlarmLevel.CRITICAL
    if temp < low or temp > high:
        return AlarmLevel.WATCH
    return AlarmLevel.OK


# Last level we paged about, per tank, so we do not page twice for the same state.
tank_alarm_levels: dict[str, str] = {}


def should_page(tank: Tank, level: str) -> bool:
    previous = tank_alarm_levels.get(tank.tank_id, AlarmLevel.OK)
    tank_alarm_levels[tank.tank_id] = level
    if level == previous:
        return False
    return level in (AlarmLevel.CRITICAL, AlarmLevel.STALE)


def ingest(tanks: dict[str, Tank], readings: Iterable[ProbeReading]) -> list[str]:
    unknown = []
    for reading in readings:
        tank = tanks.get(reading.tank_id)
        if tank is None:
            unknown.append(reading.tank_id)
            continue
        tank.history.append(reading)
        del tank.history[:-288]  # keep one day of five-minute readings
    return unknown


def sweep(tanks: dict[str, Tank], now: datetime) -> list[tuple[str, str]]:
    """Return (tank_id, level) for every tank that needs a page right now."""
    pages = []
    for tank in tanks.values():
        level = classify_tank(tank, now)
        if should_page(tank, level):
            pages.append((tank.tank_id, level))
            log.warning("tank %s is %s", tank.tank_id, level)
    return pages


def daily_summary(tanks: dict[str, Tank], now: datetime) -> list[str]:
    lines = []
    for tank_id in sorted(tanks):
        tank = tanks[tank_id]
        if not tank.history:
            lines.append(f"{tank_id}: no readings")
            continue
        temps = [r.celsius for r in tank.history]
        level = classify_tank(tank, now)
        lines.append(
            f"{tank_id}: min {min(temps):.1f} max {max(temps):.1f} "
            f"mean {statistics.fmean(temps):.1f} now {level}"
        )
    return lines


def eggs_at_risk(tanks: dict[str, Tank], now: datetime) -> int:
    """Eggs in tanks that are currently critical or have gone quiet."""
    total = 0
    for tank in tanks.values():
        if tank.stage != "eyed_egg":
            continue
        if classify_tank(tank, now) in (AlarmLevel.CRITICAL, AlarmLevel.STALE):
            total += tank.egg_estimate
    return total


def load_tanks(rows: Iterable[dict]) -> dict[str, Tank]:
    tanks = {}
    for row in rows:
        species = row["species"]
        if species not in SPECIES_BANDS:
            raise ValueError(f"unknown species {species!r} for tank {row['tank_id']}")
        tanks[row["tank_id"]] = Tank(
            tank_id=row["tank_id"],
            species=species,
            stage=row.get("stage", "fingerling"),
            egg_estimate=int(row.get("eggs", 0)),
        )
    return tanks


if __name__ == "__main__":
    import json
    import sys

    logging.basicConfig(level=logging.INFO)
    config = json.load(open(sys.argv[1]))
    tanks = load_tanks(config["tanks"])
    now = datetime.now()
    for line in daily_summary(tanks, now):
        print(line)
    print("eggs at risk:", eggs_at_risk(tanks, now))
