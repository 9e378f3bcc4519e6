"""Tide windows for the Kellsound ferry crossings.

Reads the harbour authority's tide table (CSV, one row per high/low water) and works out
when the heavy-vehicle ramp at Brannock Quay can be used.  The ramp needs at least
RAMP_MIN_DEPTH metres under the linkspan and may not be used within SLACK_GUARD minutes
of slack water on a spring tide.
"""

from __future__ import annotations

import csv
import datetime as dt
from dataclasses import dataclass, field
from pathlib import Path

RAMP_MIN_DEPTH = 2.4          # metres over chart datum at the linkspan
SLACK_GUARD = 20              # minutes either side of slack water
SPRING_RANGE = 4.1            # a range above this counts as a spring tide
QUAY_OFFSET = dt.timedelta(minutes=-12)   # Brannock is 12 min ahead of the reference port


@dataclass(frozen=True)
class TideEvent:
    when: dt.datetime
    height: float
    kind: str  # "HW" or "LW"


@dataclass
class TideDay:
    date: dt.date
    events: list[TideEvent] = field(default_factory=list)

    @property
    def tidal_range(self) -> float:
        highs = [e.height for e in self.events if e.kind == "HW"]
        lows = [e.height for e in self.events if e.kind == "LW"]
        if not highs or not lows:
            return 0.0
        return max(highs) - min(lows)

    @property
    def is_spring(self) -> bool:
        return self.tidal_range > SPRING_RANGE


def load_table(path: Path) -> dict[dt.date, TideDay]:
    days: dict[dt.date, TideDay] = {}
    with path.open(newline="") as fh:
        for row in csv.DictReader(fh):
            when = dt.datetime.fromisoformat(row["time"]) + QUAY_OFFSET
            event = TideEvent(when, float(row["height_m"]), row["type"].strip().upper())
            day = days.setdefault(when.date(), TideDay(when.date()))
            day.events.append(event)
    for day in days.values():
        day.events.sort(key=lambda e: e.when)
    return days


def height_at(day: TideDay, moment: dt.datetime) -> float:
    """Cosine interpolation between the two tide events around moment."""
    import math

    before = [e for e in day.events if e.when <= moment]
    after = [e for e in day.events if e.when > moment]
    if not before or not after:
        raise ValueError(f"{moment:%H:%M} is outside the tide events of {day.date}")
    prev, nxt = before[-1], after[0]
    span = (nxt.when - prev.when).total_seconds()
    done = (moment - prev.when).total_seconds() / span
    return prev.height + (nxt.height - prev.height) * (1 - math.cos(math.pi * done)) / 2


def safe_departure_slots(day: TideDay, step_minutes: int = 10) -> list[dt.datetime]:
    """Every step_minutes between the first and last event of the day when the ramp is usable."""
    slots: list[dt.datetime] = []
    low_waters = [e for e in day.events if e.kind == "LW"]
    start, end = day.events[0].when, day.events[-1].when
    moment = start
    while moment < end:
        depth = height_at(day, moment)
        near_slack = any(abs((moment - e.when).total_seconds()) < SLACK_GUARD * 60 for e in low_waters)
        if depth >= RAMP_MIN_DEPTH and not (day.is_spring and near_slack):
            slots.append(moment)
        moment += dt.timedelta(minutes=step_minutes)
    return slots


def merge_slots(slots: list[dt.datetime], step_minutes: int = 10) -> list[tuple[dt.datetime, dt.datetime]]:
    """Join consecutive slots into (opens, closes) windows."""
    windows: list[tuple[dt.datetime, dt.datetime]] = []
    for slot in slots:
        if windows and slot - windows[-1][1] <= dt.timedelta(minutes=step_minutes):
            windows[-1] = (windows[-1][0], slot)
        else:
            windows.append((slot, slot))
    return windows


def summarize_day(day: TideDay) -> str:
    low_waters = [e for e in day.events if e.kind == "LW"]
    flood = [e for e in day.events if e.kind == "HW"]
    lowest = min(low_waters, key=lambda e: e.height) if low_waters else None
    parts = [f"{day.date:%a %d %b}", f"range {day.tidal_range:.1f} m"]
    if day.is_spring:
        parts.append("SPRING")
    if lowest is not None:
        parts.append(f"lowest ebb {lowest.height:.1f} m at {lowest.when:%H:%M}")
    parts.append(f"{len(flood)} high waters")
    return ", ".join(parts)


def crossing_report(days: dict[dt.date, TideDay], first: dt.date, last: dt.date) -> list[str]:
    lines: list[str] = []
    current = first
    while current <= last:
        day = days.get(current)
        if day is None or len(day.events) < 2:
            lines.append(f"{current:%a %d %b}: no tide data, ramp closed")
        else:
            windows = merge_slots(safe_departure_slots(day))
            lines.append(summarize_day(day))
            for opens, closes in windows:
                lines.append(f"    ramp {opens:%H:%M}-{closes:%H:%M}")
            if not windows:
                lines.append("    ramp closed all day")
        current += dt.timedelta(days=1)
    return lines


def spring_days(days: dict[dt.date, TideDay]) -> list[dt.date]:
    return sorted(d for d, day in days.items() if day.is_spring)


def main(argv: list[str] | None = None) -> int:
    import argparse

    p = argparse.ArgumentParser(description="Ramp windows at Brannock Quay")
    p.add_argument("table", type=Path)
    p.add_argument("--from", dest="first", type=dt.date.fromisoformat, required=True)
    p.add_argument("--days", type=int, default=7)
    p.add_argument("--springs", action="store_true", help="only list the spring-tide days")
    args = p.parse_args(argv)
    days = load_table(args.table)
    if args.springs:
        for d in spring_days(days):
            print(f"{d:%a %d %b}")
        return 0
    last = args.first + dt.timedelta(days=args.days - 1)
    for line in crossing_report(days, args.first, last):
        print(line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
