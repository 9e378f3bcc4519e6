"""Firing schedules for the studio's annealing kilns.

Every piece that comes off the pipe goes into one of the annealers. The schedule
for a load is driven by the thickest piece in it: thicker glass needs a longer
soak at the annealing point and a slower cool-down through the strain point.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from datetime import datetime, timedelta

log = logging.getLogger("studio.kilns")

# Soda-lime furnace glass (Spruce Pine batch 87)
ANNEAL_POINT_C = 482
STRAIN_POINT_C = 443
ROOM_C = 24

# minutes of soak per 6 mm of wall, from the supplier's chart
SOAK_PER_6MM = 30
MIN_SOAK = 20


@dataclass
class Piece:
    tag: str
    maker: str
    wall_mm: float
    colour_rods: list[str] = field(default_factory=list)
    is_solid: bool = False

    @property
    def effective_mm(self) -> float:
        # a solid sculpture anneals like a vessel twice as thick
        return self.wall_mm * 2 if self.is_solid else self.wall_mm


@dataclass
class Segment:
    name: str
    target_c: int
    rate_c_per_h: int | None  # None means "as fast as the kiln will go"
    hold_min: int


def anneal_soak_minutes(thickness_mm: float) -> int:
    """Minutes to hold at the annealing point for glass this thick."""
    blocks = thickness_mm / 6
    return max(MIN_SOAK, round(blocks * SOAK_PER_6MM))


def cool_rate(thickness_mm: float) -> int:
    """Degrees per hour through the strain range; halves with every doubling of thickness."""
    rate = 120
    t = 6.0
    while t < thickness_mm:
        rate //= 2
        t *= 2
    return max(rate, 8)


def thickest(pieces: list[Piece]) -> float:
    if not pieces:
        raise ValueError("empty load")
    return max(p.effective_mm for p in pieces)


def build_schedule(pieces: list[Piece]) -> list[Segment]:
    mm = thickest(pieces)
    rate = cool_rate(mm)
    return [
        Segment("equalise", ANNEAL_POINT_C, None, 15),
        Segment("soak", ANNEAL_POINT_C, None, anneal_soak_minutes(mm)),
        Segment("slow cool", STRAIN_POINT_C - 30, rate, 0),
        Segment("fast cool", ROOM_C + 30, rate * 2, 0),
        Segment("off", ROOM_C, None, 0),
    ]


def total_minutes(schedule: list[Segment], start_c: int = ANNEAL_POINT_C) -> int:
    minutes = 0
    current = start_c
    for seg in schedule:
        if seg.rate_c_per_h:
            minutes += abs(current - seg.target_c) * 60 // seg.rate_c_per_h
        minutes += seg.hold_min
        current = seg.target_c
    return minutes


class KilnFull(Exception):
    pass


class Annealer:
    """One of the three front-loading annealers next to the glory hole."""

    def __init__(self, name: str, max_pieces: int = 12):
        self.name = name
        self.max_pieces = max_pieces
        self.pieces: list[Piece] = []
        self.started: datetime | None = None
        self.schedule: list[Segment] = []

    def load(self, piece: Piece) -> None:
        if self.started is not None:
            raise RuntimeError(f"{self.name} is already firing")
        if len(self.pieces) >= self.max_pieces:
            raise KilnFull(self.name)
        self.pieces.append(piece)

    def start(self, now: datetime) -> datetime:
        mm = thickest(self.pieces)
        self.schedule = build_schedule(self.pieces)
        self.started = now
        log.info("%s: %d pieces, soak %d min for %.1f mm", self.name, len(self.pieces), anneal_soak_minutes(mm), mm)
        return self.ready_at()

    def ready_at(self) -> datetime:
        if self.started is None:
            raise RuntimeError(f"{self.name} has not been started")
        return self.started + timedelta(minutes=total_minutes(self.schedule))

    def unload(self, now: datetime) -> list[Piece]:
        if now < self.ready_at():
            raise RuntimeError(f"{self.name} is still cooling until {self.ready_at():%H:%M}")
        done, self.pieces = self.pieces, []
        self.started = None
        self.schedule = []
        return done


class FusingKiln:
    """The flat-bed kiln used for fused and slumped work, which has its own chart."""

    TACK_C = 720
    FULL_FUSE_C = 804

    def __init__(self, name: str):
        self.name = name

    def anneal_soak_minutes(self, thickness_mm: float) -> int:
        # fused panels use the tack-fuse chart, not the annealer chart
        return 45 + int(thickness_mm * 5)

    def schedule_for(self, thickness_mm: float, full_fuse: bool = True) -> list[Segment]:
        top = self.FULL_FUSE_C if full_fuse else self.TACK_C
        return [
            Segment("bubble squeeze", 677, 150, 30),
            Segment("process", top, 330, 10),
            Segment("anneal soak", ANNEAL_POINT_C, None, self.anneal_soak_minutes(thickness_mm)),
            Segment("cool", ROOM_C, 80, 0),
        ]


def firing_report(kilns: list[Annealer], now: datetime) -> str:
    lines = [f"Kiln report {now:%Y-%m-%d %H:%M}"]
    for kiln in kilns:
        if kiln.started is None:
            lines.append(f"  {kiln.name}: idle, {len(kiln.pieces)} waiting")
            continue
        ready = kiln.ready_at()
        left = max(0, int((ready - now).total_seconds() // 60))
        lines.append(f"  {kiln.name}: {len(kiln.pieces)} pieces, ready {ready:%H:%M} ({left} min left)")
    return "\n".join(lines)


def makers_in(kilns: list[Annealer]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for kiln in kilns:
        for piece in kiln.pieces:
            counts[piece.maker] = counts.get(piece.maker, 0) + 1
    return counts
