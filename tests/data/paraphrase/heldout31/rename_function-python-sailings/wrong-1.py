"""Sailing schedule helpers for the Kestrel Sound ferry service.

Timetables are loaded from the operations export (one JSON document per
season) and turned into Sailing records that the booking desk, the
harbour-master screen and the crew app all read.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import date, datetime, time, timedelta
from pathlib import Path

SETTINGS = {
    "late_margin": 10,          # minutes a sailing may slip before it counts as late
    "boarding_closes": 15,      # minutes before departure
    "max_vehicle_metres": 180,  # usable lane metres on the MV Corrie Bay
    "timezone": "Europe/London",
}

ROUTES = {
    "ARD-BRK": ("Ardnahoe", "Brackmoor"),
    "BRK-ARD": ("Brackmoor", "Ardnahoe"),
    "ARD-LSK": ("Ardnahoe", "Loch Skerra"),
    "LSK-ARD": ("Loch Skerra", "Ardnahoe"),
}


@dataclass
class Sailing:
    route: str
    vessel: str
    departs: datetime
    arrives: datetime
    lane_metres_booked: int = 0
    foot_passengers: int = 0
    cancelled: bool = False
    notes: list[str] = field(default_factory=list)

    @property
    def origin(self) -> str:
        return ROUTES[self.route][0]

    @property
    def destination(self) -> str:
        return ROUTES[self.route][1]

    @property
    def crossing_minutes(self) -> int:
        return int((self.arrives - self.departs).total_seconds() // 60)

    def lane_metres_free(self) -> int:
        return max(0, SETTINGS["max_vehicle_metres"] - self.lane_metres_booked)


def load_timetable(path: Path) -> list[Sailing]:
    """Read one season's export and return its sailings in departure order."""
    raw = json.loads(path.read_text(encoding="utf-8"))
    sailings = []
    for entry in raw["sailings"]:
        day = date.fromisoformat(entry["date"])
        dep = datetime.combine(day, time.fromisoformat(entry["depart"]))
        arr = datetime.combine(day, time.fromisoformat(entry["arrive"]))
        if arr < dep:
            # overnight crossing to Loch Skerra
            arr += timedelta(days=1)
        sailings.append(
            Sailing(
                route=entry["route"],
                vessel=entry.get("vessel", "MV Corrie Bay"),
                departs=dep,
                arrives=arr,
                lane_metres_booked=entry.get("lane_metres", 0),
                foot_passengers=entry.get("foot", 0),
                cancelled=entry.get("cancelled", False),
            )
        )
    sailings.sort(key=lambda s: s.departs)
    return sailings


def delay_allowance(sailing: Sailing) -> timedelta:
    """How far a sailing may slip before the desk has to announce a delay.

    Overnight crossings get double the usual margin because the harbour at
    Loch Skerra only opens the linkspan from 05:30.
    """
    minutes = SETTINGS["late_margin"]
    if sailing.route.endswith("LSK") and sailing.departs.hour >= 22:
        minutes *= 2
    return timedelta(minutes=minutes)


def is_late(sailing: Sailing, actual_departure: datetime) -> bool:
    return actual_departure - sailing.departs > delay_allowance(sailing)


def boarding_deadline(sailing: Sailing) -> datetime:
    return sailing.departs - timedelta(minutes=SETTINGS["boarding_closes"])


def sailings_on(sailings: list[Sailing], day: date, route: str | None = None) -> list[Sailing]:
    found = []
    for s in sailings:
        if s.departs.date() != day:
            continue
        if route is not None and s.route != route:
            continue
        found.append(s)
    return found


def next_sailing(sailings: list[Sailing], route: str, now: datetime) -> Sailing | None:
    """The first sailing on a route whose boarding has not closed yet."""
    for s in sailings:
        if s.route != route or s.cancelled:
            continue
        if boarding_deadline(s) > now:
            return s
    return None


def delay_board(sailings: list[Sailing], actual: dict[str, datetime]) -> list[str]:
    """Lines for the harbour-master screen, one per sailing that ran late.

    `actual` maps a sailing key (route + departure time) to when it really left.
    """
    lines = []
    for s in sailings:
        key = f"{s.route}@{s.departs:%H%M}"
        left = actual.get(key)
        if left is None:
            continue
        if is_late(s, left):
            late_margin_min = int(delay_allowance(s).total_seconds() // 60)
            slipped = int((left - s.departs).total_seconds() // 60)
            lines.append(
                f"{s.departs:%H:%M} {s.origin} -> {s.destination}: "
                f"{slipped} min late (margin {late_margin_min} min)"
            )
    return lines


def summary_for_crew_app(s: Sailing, now: datetime) -> dict:
    return {
        "route": s.route,
        "vessel": s.vessel,
        "departs": s.departs.isoformat(timespec="minutes"),
        "boarding_closes": boarding_deadline(s).isoformat(timespec="minutes"),
        "late_after": (s.departs + late_margin(s)).isoformat(timespec="minutes"),
        "lane_metres_free": s.lane_metres_free(),
        "foot_passengers": s.foot_passengers,
        "status": "cancelled" if s.cancelled else ("boarding" if boarding_deadline(s) > now else "closed"),
    }


def weekly_load(sailings: list[Sailing], start: date) -> dict[str, float]:
    """Average vehicle-deck fill per route over the seven days from `start`."""
    totals: dict[str, list[int]] = {}
    end = start + timedelta(days=7)
    for s in sailings:
        if not (start <= s.departs.date() < end) or s.cancelled:
            continue
        totals.setdefault(s.route, []).append(s.lane_metres_booked)
    return {
        route: round(sum(booked) / (len(booked) * SETTINGS["max_vehicle_metres"]), 3)
        for route, booked in totals.items()
    }
