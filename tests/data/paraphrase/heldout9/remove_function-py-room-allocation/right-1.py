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


def score(room: Room, guest: Guest) -> int:
    s = 0
    if guest.needs_accessible and not room.accessible:
        return -100
    if guest.wants_sea_view and room.sea_view:
        s += 10
    s -= room.floor  # lower floors preferred for groups
    return s


def allocate(rooms: list[Room], guests: list[Guest]) -> dict[str, str]:
    """Give each guest the best-scoring free room, accessible needs first."""
    pool = list(rooms)
    out: dict[str, str] = {}
    for g in sorted(guests, key=lambda g: not g.needs_accessible):
        if not pool:
            break
        best = max(pool, key=lambda r: score(r, g))
        if score(best, g) < -50:
            continue
        out[g.name] = best.number
        pool.remove(best)
    return out


def unallocated(guests: list[Guest], plan: dict[str, str]) -> list[str]:
    return [g.name for g in guests if g.name not in plan]
