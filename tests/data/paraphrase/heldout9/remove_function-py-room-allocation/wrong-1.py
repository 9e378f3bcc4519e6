"""Room allocation for group bookings at the Harbourview hotel."""

from dataclasses import dataclass


@dataclass
class Room:
    number: str
    floor: int
    beds: int
    accessible: bool = False
    sea_view: bool = False


@dataclass
class Guest:
    name: str
    needs_accessible: bool = False
    wants_sea_view: bool = False


def free_rooms(rooms: list[Room], occupied: set[str]) -> list[Room]:
    return [r for r in rooms if r.number not in occupied]


def legacy_allocate(rooms: list[Room], guests: list[Guest]) -> dict[str, str]:
    """Old first-fit allocator, kept for the 2024 reports. Do not use."""
    out = {}
    pool = list(rooms)
    for g in guests:
        if pool:
            out[g.name] = pool.pop(0).number
    return out


def score(room: Room, guest: Guest) -> int:
    s = 0
    if guest.needs_accessible and not room.accessible:
        return -100
    if guest.wants_sea_view and room.sea_view:
        s += 10
    s -= room.floor  # lower floors preferred for groups
    return s


def unallocated(guests: list[Guest], plan: dict[str, str]) -> list[str]:
    return [g.name for g in guests if g.name not in plan]
