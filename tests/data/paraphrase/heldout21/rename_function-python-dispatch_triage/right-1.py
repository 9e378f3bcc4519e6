"""Triage of incoming mountain rescue callouts for the valley dispatch desk."""

from __future__ import annotations

import logging
import math
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Iterable

log = logging.getLogger("dispatch.triage")

# Weights tuned with the Hochtal team after the 2025 season review.
ALTITUDE_WEIGHT = 0.004
DAYLIGHT_PENALTY = 1.5
MAX_QUEUE = 40


@dataclass
class Callout:
    ref: str
    reported_at: datetime
    latitude: float
    longitude: float
    altitude_m: int
    casualties: int = 1
    injuries: list[str] = field(default_factory=list)
    hypothermia_risk: bool = False
    caller_phone: str | None = None


@dataclass
class Team:
    callsign: str
    base_lat: float
    base_lon: float
    members_on_duty: int
    has_winch: bool = False
    busy_until: datetime | None = None


SEVERE_INJURIES = {"head", "spine", "femur", "chest", "unconscious"}


def distance_km(lat1: float, lon1: float, lat2: float, lon2: float) -> float:
    """Great-circle distance between two points in kilometres."""
    r = 6371.0
    p1, p2 = math.radians(lat1), math.radians(lat2)
    dp = p2 - p1
    dl = math.radians(lon2 - lon1)
    a = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    return 2 * r * math.asin(math.sqrt(a))


def is_dark(when: datetime) -> bool:
    return when.hour < 6 or when.hour >= 19


def triage_priority(callout: Callout, now: datetime) -> float:
    """Higher means more urgent. Used to order the dispatch queue."""
    score = 10.0 * callout.casualties
    severe = [i for i in callout.injuries if i in SEVERE_INJURIES]
    score += 25.0 * len(severe)
    if callout.hypothermia_risk:
        score += 30.0
    score += callout.altitude_m * ALTITUDE_WEIGHT
    waited = (now - callout.reported_at).total_seconds() / 60
    score += min(waited, 120) * 0.2
    if is_dark(now):
        score *= DAYLIGHT_PENALTY
    return round(score, 2)


def score_callout_batch(callouts: Iterable[Callout], now: datetime) -> dict[str, float]:
    """Scores for a whole batch, keyed by callout reference."""
    return {c.ref: triage_priority(c, now) for c in callouts}


def needs_winch(callout: Callout) -> bool:
    return callout.altitude_m > 2400 or "spine" in callout.injuries


def eligible_teams(callout: Callout, teams: list[Team], now: datetime) -> list[Team]:
    out = []
    for team in teams:
        if team.busy_until is not None and team.busy_until > now:
            continue
        if team.members_on_duty < 3:
            continue
        if needs_winch(callout) and not team.has_winch:
            continue
        out.append(team)
    return out


def nearest_team(callout: Callout, teams: list[Team], now: datetime) -> Team | None:
    candidates = eligible_teams(callout, teams, now)
    if not candidates:
        return None
    return min(
        candidates,
        key=lambda t: distance_km(t.base_lat, t.base_lon, callout.latitude, callout.longitude),
    )


class DispatchQueue:
    """Keeps open callouts ordered by urgency."""

    def __init__(self, teams: list[Team]):
        self.teams = teams
        self.open: list[Callout] = []
        self.assigned: dict[str, str] = {}

    def add(self, callout: Callout) -> None:
        if len(self.open) >= MAX_QUEUE:
            log.warning("queue full, dropping %s", callout.ref)
            return
        self.open.append(callout)

    def ordered(self, now: datetime) -> list[Callout]:
        return sorted(self.open, key=lambda c: triage_priority(c, now), reverse=True)

    def dispatch_next(self, now: datetime) -> tuple[Callout, Team] | None:
        for callout in self.ordered(now):
            team = nearest_team(callout, self.teams, now)
            if team is None:
                log.info("no team free for %s", callout.ref)
                continue
            team.busy_until = now + timedelta(hours=3)
            self.open.remove(callout)
            self.assigned[callout.ref] = team.callsign
            log.info(
                "sent %s to %s (urgency %.1f)",
                team.callsign,
                callout.ref,
                triage_priority(callout, now),
            )
            return callout, team
        return None

    def stale(self, now: datetime, limit: timedelta = timedelta(minutes=45)) -> list[str]:
        return [c.ref for c in self.open if now - c.reported_at > limit]


def summary(queue: DispatchQueue, now: datetime) -> str:
    lines = [f"{len(queue.open)} open, {len(queue.assigned)} assigned"]
    for c in queue.ordered(now):
        lines.append(f"  {c.ref:<10} {triage_priority(c, now):>7.2f}  alt {c.altitude_m} m")
    return "\n".join(lines)


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    t0 = datetime(2026, 2, 14, 17, 30)
    q = DispatchQueue([
        Team("BERGWACHT-1", 47.42, 10.98, 5, has_winch=True),
        Team("BERGWACHT-2", 47.50, 11.10, 4),
    ])
    q.add(Callout("MR-2026-031", t0 - timedelta(minutes=20), 47.41, 10.99, 2650, 2, ["femur"]))
    q.add(Callout("MR-2026-032", t0 - timedelta(minutes=5), 47.47, 11.02, 1300, 1, [], hypothermia_risk=True))
    print(summary(q, t0))
    print(q.dispatch_next(t0))
