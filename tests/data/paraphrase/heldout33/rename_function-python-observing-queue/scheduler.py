"""Nightly target queue for the 0.6 m telescope at Kestrel Ridge Observatory.

The queue is rebuilt every fifteen minutes from the proposal database. Each
target gets a score; the dome controller always slews to the best one that
is above the horizon limit and not blocked by the moon.
"""

from __future__ import annotations

import logging
import math
from dataclasses import dataclass, field
from datetime import datetime, timedelta

log = logging.getLogger("kestrel.queue")

HORIZON_LIMIT_DEG = 25.0
MOON_AVOID_DEG = 30.0
MAX_AIRMASS = 2.2
SLEW_DEG_PER_S = 2.5


@dataclass
class Target:
    name: str
    ra_deg: float
    dec_deg: float
    proposal: str
    priority: int = 3
    exposure_s: float = 120.0
    filters: list[str] = field(default_factory=lambda: ["V"])
    observed_tonight: bool = False


@dataclass
class SkyState:
    when: datetime
    moon_ra_deg: float
    moon_dec_deg: float
    moon_illum: float
    seeing_arcsec: float
    pointing_alt_deg: float = 90.0
    pointing_az_deg: float = 0.0


def angular_separation(ra1: float, dec1: float, ra2: float, dec2: float) -> float:
    """Great-circle distance in degrees."""
    r1, d1, r2, d2 = map(math.radians, (ra1, dec1, ra2, dec2))
    cos_sep = math.sin(d1) * math.sin(d2) + math.cos(d1) * math.cos(d2) * math.cos(r1 - r2)
    return math.degrees(math.acos(max(-1.0, min(1.0, cos_sep))))


def altitude_of(target: Target, latitude_deg: float, lst_deg: float) -> float:
    hour_angle = math.radians(lst_deg - target.ra_deg)
    lat = math.radians(latitude_deg)
    dec = math.radians(target.dec_deg)
    sin_alt = math.sin(dec) * math.sin(lat) + math.cos(dec) * math.cos(lat) * math.cos(hour_angle)
    return math.degrees(math.asin(sin_alt))


def airmass(alt_deg: float) -> float:
    if alt_deg <= 0:
        return math.inf
    # Kasten & Young (1989)
    return 1.0 / (math.sin(math.radians(alt_deg)) + 0.50572 * (alt_deg + 6.07995) ** -1.6364)


def moon_penalty(target: Target, sky: SkyState) -> float:
    sep = angular_separation(target.ra_deg, target.dec_deg, sky.moon_ra_deg, sky.moon_dec_deg)
    if sep < MOON_AVOID_DEG:
        return math.inf
    return sky.moon_illum * 40.0 / sep


def weighted_score(target: Target, alt_deg: float, sky: SkyState) -> float:
    """Lower is better. Combines priority, airmass and moon distance."""
    am = airmass(alt_deg)
    if am > MAX_AIRMASS:
        return math.inf
    score = target.priority * 10.0 + (am - 1.0) * 25.0 + moon_penalty(target, sky)
    if "U" in target.filters and sky.moon_illum > 0.5:
        score += 15.0
    if sky.seeing_arcsec > 2.5:
        score += target.exposure_s / 60.0
    return score


def slew_seconds(target_alt: float, target_az: float, sky: SkyState) -> float:
    d_alt = abs(target_alt - sky.pointing_alt_deg)
    d_az = abs(target_az - sky.pointing_az_deg) % 360.0
    d_az = min(d_az, 360.0 - d_az)
    return max(d_alt, d_az) / SLEW_DEG_PER_S + 8.0  # 8 s settle time


class ObservingQueue:
    def __init__(self, latitude_deg: float, targets: list[Target] | None = None):
        self.latitude_deg = latitude_deg
        self.targets: list[Target] = list(targets or [])
        self.history: list[tuple[datetime, str]] = []

    def add(self, target: Target) -> None:
        if any(t.name == target.name for t in self.targets):
            log.warning("target %s already queued, ignoring", target.name)
            return
        self.targets.append(target)

    def visible(self, lst_deg: float) -> list[tuple[Target, float]]:
        out = []
        for target in self.targets:
            if target.observed_tonight:
                continue
            alt = altitude_of(target, self.latitude_deg, lst_deg)
            if alt >= HORIZON_LIMIT_DEG:
                out.append((target, alt))
        return out

    def ranked(self, sky: SkyState, lst_deg: float) -> list[tuple[float, Target]]:
        scored = []
        for target, alt in self.visible(lst_deg):
            score = weighted_score(target, alt, sky)
            if math.isfinite(score):
                scored.append((score, target))
        scored.sort(key=lambda pair: pair[0])
        return scored

    def next_target(self, sky: SkyState, lst_deg: float) -> Target | None:
        ranked = self.ranked(sky, lst_deg)
        if not ranked:
            log.info("queue empty at %s", sky.when.isoformat())
            return None
        best_score, best = ranked[0]
        log.info("next target %s (weighted_score=%.1f)", best.name, best_score)
        return best

    def mark_done(self, name: str, when: datetime) -> None:
        for target in self.targets:
            if target.name == name:
                target.observed_tonight = True
                self.history.append((when, name))
                return
        raise KeyError(name)

    def summary(self, sky: SkyState, lst_deg: float) -> list[dict]:
        """Rows for the public-night dashboard; the keys are read by the web page."""
        rows = []
        for target, alt in self.visible(lst_deg):
            rows.append({
                "name": target.name,
                "proposal": target.proposal,
                "altitude": round(alt, 1),
                "airmass": round(airmass(alt), 2),
                "weighted_score": round(weighted_score(target, alt, sky), 1),
            })
        return rows

    def reset_night(self) -> None:
        for target in self.targets:
            target.observed_tonight = False
        self.history.clear()


def plan_night(queue: ObservingQueue, sky_at, lst_at, start: datetime, end: datetime) -> list[tuple[datetime, str]]:
    """Dry-run the queue over a night and return the planned (time, target) list."""
    plan = []
    now = start
    while now < end:
        sky = sky_at(now)
        target = queue.next_target(sky, lst_at(now))
        if target is None:
            now += timedelta(minutes=15)
            continue
        plan.append((now, target.name))
        queue.mark_done(target.name, now)
        now += timedelta(seconds=target.exposure_s * len(target.filters) + 30)
    queue.reset_night()
    return plan
