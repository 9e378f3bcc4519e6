"""Lane bookings for Strikeline Bowl: walk-ins, parties and league nights."""
from __future__ import annotations

import logging
from dataclasses import dataclass, field
from datetime import datetime, timedelta

__all__ = ["Lane", "Booking", "find_free_lane", "book_party", "rebook_after_fault", "nightly_summary"]

log = logging.getLogger("strikeline.bookings")

SLOT_MINUTES = 60
MAX_BOWLERS_PER_LANE = 6
LEAGUE_LANES = range(1, 9)


@dataclass
class Lane:
    number: int
    bumpers: bool = False
    out_of_service: bool = False
    bookings: list["Booking"] = field(default_factory=list)

    def is_free(self, start: datetime, end: datetime) -> bool:
        if self.out_of_service:
            return False
        for b in self.bookings:
            if b.start < end and start < b.end:
                return False
        return True


@dataclass
class Booking:
    reference: str
    party_name: str
    bowlers: int
    start: datetime
    end: datetime
    lane_number: int | None = None
    wants_bumpers: bool = False
    league_night: bool = False

    @property
    def minutes(self) -> int:
        return int((self.end - self.start).total_seconds() // 60)


def find_free_lane(lanes: list[Lane], bowlers: int, start: datetime, end: datetime,
                   bumpers: bool = False) -> Lane | None:
    """Return the lowest-numbered free lane that fits the party, or None."""
    if bowlers > MAX_BOWLERS_PER_LANE:
        return None
    for lane in sorted(lanes, key=lambda ln: ln.number):
        if lane.number in LEAGUE_LANES and start.weekday() == 1:
            continue  # Tuesday is league night on lanes 1-8
        if bumpers and not lane.bumpers:
            continue
        if lane.is_free(start, end):
            return lane
    return None


def find_free_lane_for_league(lanes: list[Lane], start: datetime) -> Lane | None:
    """League teams only ever bowl on the league lanes."""
    end = start + timedelta(minutes=3 * SLOT_MINUTES)
    for lane in lanes:
        if lane.number in LEAGUE_LANES and lane.is_free(start, end):
            return lane
    return None


def split_party(bowlers: int) -> list[int]:
    """Split a big party into lane-sized groups, as even as possible."""
    groups = -(-bowlers // MAX_BOWLERS_PER_LANE)
    base, extra = divmod(bowlers, groups)
    return [base + 1 if i < extra else base for i in range(groups)]


def book_party(lanes: list[Lane], booking: Booking) -> list[Booking]:
    """Book one or more lanes for a party; raises if the alley cannot fit it."""
    placed: list[Booking] = []
    for i, size in enumerate(split_party(booking.bowlers)):
        lane = find_free_lane(lanes, size, booking.start, booking.end, booking.wants_bumpers)
        if lane is None:
            for done in placed:
                _release(lanes, done)
            raise LookupError(f"no lane free for {booking.party_name} at {booking.start:%H:%M}")
        part = Booking(
            reference=f"{booking.reference}-{i + 1}",
            party_name=booking.party_name,
            bowlers=size,
            start=booking.start,
            end=booking.end,
            lane_number=lane.number,
            wants_bumpers=booking.wants_bumpers,
        )
        lane.bookings.append(part)
        placed.append(part)
    log.info("booked %s on lanes %s", booking.reference, [p.lane_number for p in placed])
    return placed


def _release(lanes: list[Lane], booking: Booking) -> None:
    for lane in lanes:
        if lane.number == booking.lane_number and booking in lane.bookings:
            lane.bookings.remove(booking)


def rebook_after_fault(lanes: list[Lane], faulty_lane: int) -> list[tuple[str, int | None]]:
    """Move every future booking off a lane whose pinsetter has failed.

    Returns (reference, new lane or None) pairs so the desk can phone the parties
    that could not be moved.
    """
    moved: list[tuple[str, int | None]] = []
    broken = next(ln for ln in lanes if ln.number == faulty_lane)
    broken.out_of_service = True
    for booking in list(broken.bookings):
        broken.bookings.remove(booking)
        # try the same slot elsewhere first; find_free_lane skips the broken lane
        lane = find_free_lane(lanes, booking.bowlers, booking.start, booking.end, booking.wants_bumpers)
        if lane is None:
            log.warning("could not move %s off lane %d", booking.reference, faulty_lane)
            moved.append((booking.reference, None))
            continue
        booking.lane_number = lane.number
        lane.bookings.append(booking)
        moved.append((booking.reference, lane.number))
    return moved


def walk_in(lanes: list[Lane], bowlers: int, now: datetime) -> Booking | None:
    """Seat a walk-in party for one slot if a lane is free right now."""
    end = now + timedelta(minutes=SLOT_MINUTES)
    lane = find_free_lane(lanes, bowlers, now, end)
    if lane is None:
        return None
    booking = Booking(f"W{now:%H%M}", "walk-in", bowlers, now, end, lane.number)
    lane.bookings.append(booking)
    return booking


def nightly_summary(lanes: list[Lane], day: datetime) -> dict[str, int]:
    """Totals for the end-of-night report."""
    summary = {"bookings": 0, "bowlers": 0, "lane_minutes": 0, "out_of_service": 0}
    for lane in lanes:
        if lane.out_of_service:
            summary["out_of_service"] += 1
        for b in lane.bookings:
            if b.start.date() != day.date():
                continue
            summary["bookings"] += 1
            summary["bowlers"] += b.bowlers
            summary["lane_minutes"] += b.minutes
    return summary
