"""Courier runs between the central blood bank and the satellite hospitals.

A run is a list of stops served by one cool-box vehicle. Requests are sorted by
urgency (emergency > same-day > routine) and packed into runs until either the
stop limit or the cold-chain time budget is reached.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from datetime import datetime, timedelta

log = logging.getLogger("bloodbank.courier")

MAX_STOPS = 6
COLD_CHAIN_BUDGET = timedelta(hours=4)
HANDOVER_TIME = timedelta(minutes=8)

URGENCY_RANK = {"emergency": 0, "same_day": 1, "routine": 2}


@dataclass(frozen=True)
class Site:
    code: str
    name: str
    drive_minutes: int  # from the central bank


@dataclass
class Request:
    request_id: str
    site: Site
    urgency: str
    units: int
    placed_at: datetime


@dataclass
class Vehicle:
    plate: str
    driver: str
    cool_boxes: int
    box_capacity: int = 12

    @property
    def capacity(self) -> int:
        return self.cool_boxes * self.box_capacity


@dataclass
class Run:
    vehicle: Vehicle
    depart_at: datetime
    stops: list[Request] = field(default_factory=list)

    @property
    def units(self) -> int:
        return sum(r.units for r in self.stops)

    def duration(self) -> timedelta:
        if not self.stops:
            return timedelta(0)
        longest = max(r.site.drive_minutes for r in self.stops)
        return timedelta(minutes=2 * longest) + HANDOVER_TIME * len(self.stops)

    def return_at(self) -> datetime:
        return self.depart_at + self.duration()


def sort_requests(requests: list[Request]) -> list[Request]:
    """Most urgent first; within one urgency, oldest request first."""
    return sorted(requests, key=lambda r: (URGENCY_RANK[r.urgency], r.placed_at))


def fits(run: Run, request: Request) -> bool:
    if run.units + request.units > run.vehicle.capacity:
        return False
    trial = Run(run.vehicle, run.depart_at, run.stops + [request])
    return trial.duration() <= COLD_CHAIN_BUDGET


def plan_run(requests: list[Request], vehicle: Vehicle, depart_at: datetime, *,
             max_stops: int = MAX_STOPS) -> tuple[Run, list[Request]]:
    """Pack as many requests as fit into one run; return the run and what is left over."""
    run = Run(vehicle, depart_at)
    left: list[Request] = []
    for request in sort_requests(requests):
        if len(run.stops) < max_stops and fits(run, request):
            run.stops.append(request)
        else:
            left.append(request)
    log.info("run for %s: %d stops, %d units, back at %s",
             vehicle.plate, len(run.stops), run.units, run.return_at().strftime("%H:%M"))
    return run, left


def validate_run(run: Run) -> list[str]:
    """Problems a dispatcher must fix before the run leaves."""
    problems = []
    if len(run.stops) > MAX_STOPS:
        problems.append(f"{len(run.stops)} stops, limit is {MAX_STOPS}")
    if run.units > run.vehicle.capacity:
        problems.append(f"{run.units} units, vehicle holds {run.vehicle.capacity}")
    if run.duration() > COLD_CHAIN_BUDGET:
        problems.append("cold-chain budget exceeded")
    codes = [r.site.code for r in run.stops]
    if len(codes) != len(set(codes)):
        problems.append("the same site appears twice; merge the requests")
    return problems


def merge_same_site(requests: list[Request]) -> list[Request]:
    """One request per site and urgency, units summed, earliest placement kept."""
    merged: dict[tuple[str, str], Request] = {}
    for r in requests:
        key = (r.site.code, r.urgency)
        if key in merged:
            first = merged[key]
            merged[key] = Request(first.request_id, first.site, first.urgency,
                                  first.units + r.units, min(first.placed_at, r.placed_at))
        else:
            merged[key] = r
    return list(merged.values())


def dispatch_morning(requests: list[Request], fleet: list[Vehicle], start: datetime) -> list[Run]:
    """Plan the morning's runs, one per vehicle, in fleet order."""
    pending = merge_same_site(requests)
    runs = []
    for vehicle in fleet:
        if not pending:
            break
        run, pending = plan_run(pending, vehicle, start)
        if run.stops:
            runs.append(run)
    if pending:
        log.warning("%d request(s) could not be placed this morning", len(pending))
    return runs


def manifest(run: Run) -> str:
    lines = [f"Run {run.vehicle.plate} ({run.vehicle.driver}) departs {run.depart_at:%H:%M}"]
    for n, stop in enumerate(run.stops, start=1):
        lines.append(f"{n:>2}. {stop.site.name:<28} {stop.units:>3} units  [{stop.urgency}]")
    lines.append(f"    total {run.units} units, back by {run.return_at():%H:%M}")
    return "\n".join(lines)


def emergency_only(requests: list[Request]) -> list[Request]:
    return [r for r in requests if r.urgency == "emergency"]


def late_requests(requests: list[Request], cutoff: datetime) -> list[Request]:
    """Requests placed after the morning cut-off go to the afternoon run."""
    return [r for r in requests if r.placed_at > cutoff]


def summary(runs: list[Run]) -> dict[str, int]:
    return {
        "runs": len(runs),
        "stops": sum(len(r.stops) for r in runs),
        "units": sum(r.units for r in runs),
    }
