"""Bed reservations for the Alpenkranz hut network.

Each hut has dormitories with a fixed number of bunks per night. Reservations
are held per night; a group booking may span several nights and several rooms.
"""

from __future__ import annotations

import datetime as dt
import logging
from dataclasses import dataclass, field

log = logging.getLogger("huts.reservations")

SEASON_START = dt.date(2027, 6, 18)
SEASON_END = dt.date(2027, 9, 26)
MAX_NIGHTS = 5  # club rule: no more than five consecutive nights per guest


class BookingError(Exception):
    pass


@dataclass
class Dormitory:
    name: str
    bunks: int
    winter_room: bool = False


@dataclass
class Hut:
    code: str
    name: str
    altitude_m: int
    dormitories: list[Dormitory]
    closed_nights: set[dt.date] = field(default_factory=set)

    @property
    def capacity(self) -> int:
        return sum(d.bunks for d in self.dormitories if not d.winter_room)


@dataclass
class Reservation:
    ref: str
    hut_code: str
    lead_guest: str
    party_size: int
    arrival: dt.date
    nights: int
    half_board: bool = True
    cancelled: bool = False

    def covers(self, night: dt.date) -> bool:
        return self.arrival <= night < self.arrival + dt.timedelta(days=self.nights)


class Ledger:
    def __init__(self, huts: list[Hut]):
        self.huts = {h.code: h for h in huts}
        self.reservations: list[Reservation] = []
        self._next_ref = 1

    def _ref(self, hut_code: str) -> str:
        ref = f"{hut_code}-{self._next_ref:05d}"
        self._next_ref += 1
        return ref

    def booked(self, hut_code: str, night: dt.date) -> int:
        return sum(
            r.party_size
            for r in self.reservations
            if r.hut_code == hut_code and not r.cancelled and r.covers(night)
        )


def free_beds(ledger: Ledger, hut_code: str, night: dt.date) -> int:
    """Bunks still free in a hut on one night (0 when the hut is closed)."""
    hut = ledger.huts[hut_code]
    if night in hut.closed_nights:
        return 0
    return max(hut.capacity - ledger.booked(hut_code, night), 0)


def nights_of(arrival: dt.date, nights: int) -> list[dt.date]:
    return [arrival + dt.timedelta(days=i) for i in range(nights)]


def check_stay(arrival: dt.date, nights: int) -> None:
    if nights < 1:
        raise BookingError("a stay needs at least one night")
    if nights > MAX_NIGHTS:
        raise BookingError(f"stays are limited to {MAX_NIGHTS} nights")
    if arrival < SEASON_START or arrival + dt.timedelta(days=nights - 1) > SEASON_END:
        raise BookingError("the hut is only staffed between June and late September")


def reserve(ledger: Ledger, hut_code: str, lead_guest: str, party_size: int,
            arrival: dt.date, nights: int, half_board: bool = True) -> Reservation:
    check_stay(arrival, nights)
    for night in nights_of(arrival, nights):
        # every night of the stay must have room for the whole party
        if free_beds(ledger, hut_code, night) < party_size:
            raise BookingError(f"{hut_code} is full on {night:%d %b}")
    res = Reservation(ledger._ref(hut_code), hut_code, lead_guest, party_size,
                      arrival, nights, half_board)
    ledger.reservations.append(res)
    log.info("reserved %s for %s (%d guests)", res.ref, lead_guest, party_size)
    return res


def cancel(ledger: Ledger, ref: str) -> Reservation:
    for res in ledger.reservations:
        if res.ref == ref and not res.cancelled:
            res.cancelled = True
            log.info("cancelled %s", ref)
            return res
    raise BookingError(f"no open reservation {ref}")


def close_hut(ledger: Ledger, hut_code: str, first: dt.date, last: dt.date,
              reason: str) -> list[Reservation]:
    """Close a hut for a range of nights (avalanche danger, water shortage...).

    Returns the reservations that now have to be moved or refunded."""
    hut = ledger.huts[hut_code]
    night = first
    while night <= last:
        hut.closed_nights.add(night)
        night += dt.timedelta(days=1)
    log.warning("%s closed %s..%s: %s", hut_code, first, last, reason)
    return [
        r for r in ledger.reservations
        if r.hut_code == hut_code and not r.cancelled
        and any(first <= n <= last for n in nights_of(r.arrival, r.nights))
    ]


def suggest_alternatives(ledger: Ledger, hut_code: str, night: dt.date, party_size: int,
                         max_detour_m: int = 400) -> list[str]:
    """Neighbouring huts (by altitude) that could take a displaced party."""
    home = ledger.huts[hut_code]
    options = []
    for code, hut in ledger.huts.items():
        if code == hut_code:
            continue
        if abs(hut.altitude_m - home.altitude_m) > max_detour_m:
            continue
        if free_beds(ledger, code, night) >= party_size:
            options.append(code)
    return sorted(options, key=lambda c: abs(ledger.huts[c].altitude_m - home.altitude_m))


def occupancy(ledger: Ledger, hut_code: str, night: dt.date) -> float:
    # same basis as free_beds(): winter rooms are not counted
    hut = ledger.huts[hut_code]
    if not hut.capacity:
        return 0.0
    return ledger.booked(hut_code, night) / hut.capacity


def night_summary(ledger: Ledger, night: dt.date) -> list[dict]:
    """One row per hut for the warden radio call at 18:00.

    The keys are read by the dashboard; do not rename them."""
    rows = []
    for code in sorted(ledger.huts):
        hut = ledger.huts[code]
        rows.append({
            "hut": hut.name,
            "altitude_m": hut.altitude_m,
            "booked": ledger.booked(code, night),
            "free_beds": free_beds(ledger, code, night),
            "occupancy": round(occupancy(ledger, code, night), 2),
            "closed": night in hut.closed_nights,
        })
    return rows


def half_board_count(ledger: Ledger, hut_code: str, night: dt.date) -> int:
    """Dinners the kitchen has to prepare."""
    return sum(
        r.party_size
        for r in ledger.reservations
        if r.hut_code == hut_code and not r.cancelled and r.half_board and r.covers(night)
    )


def waitlist_candidates(ledger: Ledger, waitlist: list[tuple[str, int]], hut_code: str,
                        night: dt.date) -> list[str]:
    """Names from the waitlist that fit tonight, first come first served."""
    left = free_beds(ledger, hut_code, night)
    picked = []
    for name, size in waitlist:
        if size <= left:
            picked.append(name)
            left -= size
    return picked
