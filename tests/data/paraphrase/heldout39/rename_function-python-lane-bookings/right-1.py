"""Lane bookings for the Westbrook municipal pool.

Lanes are booked in 30-minute slots between opening and closing. Club squads
hold standing bookings; the public can book what is left up to a week ahead.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from datetime import date, datetime, time, timedelta
from enum import Enum

log = logging.getLogger(__name__)

SLOT_MINUTES = 30
OPENING = time(6, 30)
CLOSING = time(21, 0)
LANE_COUNT = 8
MAX_ADVANCE_DAYS = 7


class LaneSpeed(Enum):
    SLOW = "slow"
    MEDIUM = "medium"
    FAST = "fast"
    CLUB = "club"


@dataclass(frozen=True)
class Slot:
    day: date
    start: time

    @property
    def end(self) -> time:
        moment = datetime.combine(self.day, self.start) + timedelta(minutes=SLOT_MINUTES)
        return moment.time()

    def label(self) -> str:
        return f"{self.day:%a %d %b} {self.start:%H:%M}-{self.end:%H:%M}"


@dataclass
class Booking:
    reference: str
    swimmer_name: str
    lane: int
    slot: Slot
    speed: LaneSpeed
    cancelled: bool = False


@dataclass
class LaneSheet:
    """Who is in which lane for one day."""

    day: date
    speeds: dict[int, LaneSpeed] = field(default_factory=dict)
    bookings: list[Booking] = field(default_factory=list)
    closed_lanes: set[int] = field(default_factory=set)

    def taken(self, lane: int, slot: Slot) -> bool:
        return any(
            b.lane == lane and b.slot == slot and not b.cancelled
            for b in self.bookings
        )

    def lanes_for(self, speed: LaneSpeed) -> list[int]:
        return sorted(n for n, s in self.speeds.items() if s is speed and n not in self.closed_lanes)


def day_slots(day: date) -> list[Slot]:
    slots = []
    moment = datetime.combine(day, OPENING)
    last = datetime.combine(day, CLOSING) - timedelta(minutes=SLOT_MINUTES)
    while moment <= last:
        slots.append(Slot(day, moment.time()))
        moment += timedelta(minutes=SLOT_MINUTES)
    return slots


def first_open_lane(sheet: LaneSheet, slot: Slot, speed: LaneSpeed) -> int | None:
    """The lowest-numbered open lane of this speed with room in the slot."""
    for lane in sheet.lanes_for(speed):
        if not sheet.taken(lane, slot):
            return lane
    return None


def find_free_lanes(sheet: LaneSheet, slot: Slot) -> dict[LaneSpeed, list[int]]:
    """Every open lane in the slot, grouped by speed, for the booking screen."""
    free: dict[LaneSpeed, list[int]] = {}
    for speed in LaneSpeed:
        lanes = [n for n in sheet.lanes_for(speed) if not sheet.taken(n, slot)]
        if lanes:
            free[speed] = lanes
    return free


def _reference(day: date, lane: int, serial: int) -> str:
    return f"WB{day:%y%m%d}-L{lane}-{serial:03d}"


class BookingError(Exception):
    pass


def book(sheet: LaneSheet, swimmer_name: str, slot: Slot, speed: LaneSpeed, today: date) -> Booking:
    if slot.day != sheet.day:
        raise BookingError("slot is not on this sheet's day")
    if (slot.day - today).days > MAX_ADVANCE_DAYS:
        raise BookingError(f"bookings open {MAX_ADVANCE_DAYS} days ahead")
    if speed is LaneSpeed.CLUB:
        raise BookingError("club lanes are booked through the club secretary")
    lane = first_open_lane(sheet, slot, speed)
    if lane is None:
        raise BookingError(f"no {speed.value} lane free at {slot.label()}")
    booking = Booking(_reference(slot.day, lane, len(sheet.bookings) + 1), swimmer_name, lane, slot, speed)
    sheet.bookings.append(booking)
    log.info("booked %s into lane %d (%s)", swimmer_name, lane, booking.reference)
    return booking


def cancel(sheet: LaneSheet, reference: str) -> Booking:
    for booking in sheet.bookings:
        if booking.reference == reference and not booking.cancelled:
            booking.cancelled = True
            log.info("cancelled %s", reference)
            return booking
    raise BookingError(f"no live booking {reference}")


def move_to_other_lane(sheet: LaneSheet, reference: str, closed_lane: int) -> Booking | None:
    """When a lane closes (fouling, a lesson overrun) move its swimmers if there is room."""
    booking = next((b for b in sheet.bookings if b.reference == reference), None)
    if booking is None or booking.cancelled:
        return None
    sheet.closed_lanes.add(closed_lane)
    lane = first_open_lane(sheet, booking.slot, booking.speed)
    if lane is None:
        log.warning("no room to move %s out of lane %d", reference, closed_lane)
        return None
    booking.lane = lane
    return booking


def occupancy(sheet: LaneSheet) -> dict[time, float]:
    """Share of open lanes in use per slot, for the front desk screen."""
    result = {}
    open_lanes = LANE_COUNT - len(sheet.closed_lanes)
    for slot in day_slots(sheet.day):
        used = sum(1 for n in range(1, LANE_COUNT + 1) if sheet.taken(n, slot))
        result[slot.start] = used / open_lanes if open_lanes else 1.0
    return result


def board_text(sheet: LaneSheet, slot: Slot) -> str:
    rows = [f"Lanes for {slot.label()}"]
    for speed, lanes in find_free_lanes(sheet, slot).items():
        rows.append(f"  {speed.value:<6} free: {', '.join(str(n) for n in lanes)}")
    if len(rows) == 1:
        rows.append("  pool full")
    return "\n".join(rows)


def standard_sheet(day: date) -> LaneSheet:
    speeds = {1: LaneSpeed.SLOW, 2: LaneSpeed.SLOW, 3: LaneSpeed.MEDIUM, 4: LaneSpeed.MEDIUM,
              5: LaneSpeed.FAST, 6: LaneSpeed.FAST, 7: LaneSpeed.CLUB, 8: LaneSpeed.CLUB}
    if day.weekday() >= 5:
        # weekends: lane 7 goes to the public as a second medium lane
        speeds[7] = LaneSpeed.MEDIUM
    return LaneSheet(day, speeds)
