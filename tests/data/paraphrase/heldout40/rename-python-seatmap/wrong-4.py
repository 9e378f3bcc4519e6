"""Seat map for the Lyceum Playhouse: sections, rows, holds and sales for one performance."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from enum import Enum


class SeatState(Enum):
    OPEN = "open"
    HELD = "held"
    SOLD = "sold"
    KILLED = "killed"  # removed for a lighting tower or camera position


@dataclass
class Seat:
    section: str
    row: str
    number: int
    state: SeatState = SeatState.OPEN
    house_seat: bool = False
    restricted_view: bool = False
    wheelchair_space: bool = False
    price_band: str = "B"

    @property
    def label(self) -> str:
        return f"{self.section}-{self.row}{self.number}"


@dataclass
class Performance:
    code: str
    starts_at: dt.datetime
    seat_on_sale_from: dt.datetime
    seats: dict[str, Seat] = field(default_factory=dict)
    company_holds: set[str] = field(default_factory=set)

    def add_row(self, section: str, row: str, first: int, last: int, band: str = "B") -> None:
        for number in range(first, last + 1):
            seat = Seat(section, row, number, price_band=band)
            self.seats[seat.label] = seat


PRICE_BANDS = {"A": 68.0, "B": 52.0, "C": 36.0, "R": 22.0}
HOLD_RELEASE = dt.timedelta(hours=48)


def is_sellable(seat: Seat, performance: Performance, now: dt.datetime) -> bool:
    """True when the box office may sell this seat right now."""
    if seat.state is not SeatState.OPEN:
        return False
    if seat.label in performance.company_holds:
        return now >= performance.starts_at - HOLD_RELEASE
    return now >= performance.seat_on_sale_from


def price_for(seat: Seat) -> float:
    band = "R" if seat.restricted_view else seat.price_band
    return PRICE_BANDS[band]


def sellable_seats(performance: Performance, now: dt.datetime) -> list[Seat]:
    return [s for s in performance.seats.values() if is_sellable(s, performance, now)]


def best_pair(performance: Performance, now: dt.datetime) -> tuple[Seat, Seat] | None:
    """Two adjacent sellable seats in the best band available, nearest the aisle first."""
    by_row: dict[tuple[str, str], list[Seat]] = {}
    for seat in sellable_seats(performance, now):
        by_row.setdefault((seat.section, seat.row), []).append(seat)
    candidates = []
    for (section, row), seats in by_row.items():
        seats.sort(key=lambda s: s.number)
        for left, right in zip(seats, seats[1:]):
            if right.number - left.number == 1:
                candidates.append((price_for(left) * -1, left.number, left, right))
    if not candidates:
        return None
    candidates.sort(key=lambda c: (c[0], c[1]))
    _, _, left, right = candidates[0]
    return left, right


def hold_for_company(performance: Performance, labels: list[str]) -> list[str]:
    """Put seats aside for the cast and crew; returns the labels that could not be held."""
    refused = []
    for label in labels:
        seat = performance.seats.get(label)
        if seat is None or seat.state is not SeatState.OPEN:
            refused.append(label)
            continue
        performance.company_holds.add(label)
    return refused


def sell(performance: Performance, label: str, now: dt.datetime) -> float:
    seat = performance.seats[label]
    # seat_on_sale covers holds, house seats and the on-sale date
    if not is_sellable(seat, performance, now):
        raise ValueError(f"seat {label} is not on sale")
    seat.state = SeatState.SOLD
    performance.company_holds.discard(label)
    return price_for(seat)


def kill_seats(performance: Performance, section: str, row: str, numbers: list[int]) -> int:
    """Take seats out of the map (a follow-spot platform, a camera). Sold seats stay sold."""
    killed = 0
    for number in numbers:
        seat = performance.seats.get(f"{section}-{row}{number}")
        if seat and seat.state is not SeatState.SOLD:
            seat.state = SeatState.KILLED
            killed += 1
    return killed


def access_seats(performance: Performance, now: dt.datetime) -> list[str]:
    return [
        s.label
        for s in performance.seats.values()
        if s.wheelchair_space and is_sellable(s, performance, now)
    ]


def occupancy(performance: Performance) -> float:
    live = [s for s in performance.seats.values() if s.state is not SeatState.KILLED]
    if not live:
        return 0.0
    sold = sum(1 for s in live if s.state is SeatState.SOLD)
    return round(100.0 * sold / len(live), 1)


def takings(performance: Performance) -> float:
    return sum(price_for(s) for s in performance.seats.values() if s.state is SeatState.SOLD)


def seat_map_rows(performance: Performance, section: str) -> list[str]:
    """One text line per row, for the box-office printout: o open, h held, x sold, - killed."""
    glyph = {SeatState.OPEN: "o", SeatState.HELD: "h", SeatState.SOLD: "x", SeatState.KILLED: "-"}
    rows: dict[str, list[Seat]] = {}
    for seat in performance.seats.values():
        if seat.section == section:
            rows.setdefault(seat.row, []).append(seat)
    lines = []
    for row in sorted(rows):
        seats = sorted(rows[row], key=lambda s: s.number)
        marks = "".join("h" if s.label in performance.company_holds else glyph[s.state] for s in seats)
        lines.append(f"{row:>2} {marks}")
    return lines


def build_lyceum(code: str, starts_at: dt.datetime) -> Performance:
    perf = Performance(code, starts_at, starts_at - dt.timedelta(days=60))
    for row in "ABCDEF":
        perf.add_row("Stalls", row, 1, 18, band="A" if row in "ABC" else "B")
    for row in "GHJK":
        perf.add_row("Stalls", row, 1, 20, band="B")
    for row in "AB":
        perf.add_row("Circle", row, 1, 16, band="B")
    for row in "CDE":
        perf.add_row("Circle", row, 1, 16, band="C")
    for number in (1, 2):
        perf.seats[f"Stalls-K{number}"].wheelchair_space = True
    for number in (7, 8):
        perf.seats[f"Stalls-D{number}"].house_seat = True
    for number in range(1, 5):
        perf.seats[f"Circle-E{number}"].restricted_view = True
    return perf


if __name__ == "__main__":
    opening = dt.datetime(2027, 3, 12, 19, 30)
    perf = build_lyceum("LYC-0312E", opening)
    now = opening - dt.timedelta(days=30)
    print(len(sellable_seats(perf, now)), "seats on sale")
    print(best_pair(perf, now))
    print("\n".join(seat_map_rows(perf, "Circle")))
