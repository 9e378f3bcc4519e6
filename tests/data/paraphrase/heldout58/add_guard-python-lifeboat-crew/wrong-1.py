"""Lifeboat readiness board for Porthcarrow coastguard station."""

from dataclasses import dataclass
from datetime import datetime, timedelta

FUEL_MIN_PCT = 60
SERVICE_INTERVAL = timedelta(days=90)


@dataclass
class Lifeboat:
    name: str
    crew_on_call: int
    crew_required: int
    fuel_pct: float
    last_service: datetime
    launch_checks_ok: bool = True


def crew_ratio(boat: Lifeboat) -> float:
    return boat.crew_on_call / boat.crew_required


def service_overdue(boat: Lifeboat, now: datetime) -> bool:
    return now - boat.last_service > SERVICE_INTERVAL


def readiness(boat: Lifeboat, now: datetime) -> str:
    if not boat.launch_checks_ok:
        return "stood down"
    if service_overdue(boat, now):
        return "service due"
    if boat.fuel_pct < FUEL_MIN_PCT:
        return "refuel"
    if boat.crew_required == 0:
        return "short crewed"
    if crew_ratio(boat) < 1.0:
        return "short crewed"
    return "ready"


def board(boats: list[Lifeboat], now: datetime) -> list[str]:
    rows = []
    for boat in sorted(boats, key=lambda b: b.name):
        ratio = crew_ratio(boat)
        rows.append(f"{boat.name:<14} {readiness(boat, now):<13} crew {ratio:.0%}  fuel {boat.fuel_pct:.0f}%")
    return rows
