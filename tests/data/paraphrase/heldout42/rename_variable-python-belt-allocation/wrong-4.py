"""Baggage belt allocation for the ground handling crew at terminal 2.

Flights arriving at the inbound pier are assigned a reclaim belt based on
expected bag count, belt capacity and turnaround window. The allocator is
run every two minutes by the ops scheduler.
"""

from __future__ import annotations

import csv
import logging
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from pathlib import Path

log = logging.getLogger("ground.belts")

BELT_CAPACITY = {
    "R1": 220,
    "R2": 220,
    "R3": 180,
    "R4": 300,
    "R5": 300,
    "R6": 140,
}

OVERSIZE_BELT = "R6"
MIN_GAP = timedelta(minutes=4)


@dataclass
class InboundFlight:
    flight_no: str
    stand: str
    on_block: datetime
    bag_count: int
    oversize: int = 0
    priority: bool = False


@dataclass
class Belt:
    code: str
    capacity: int
    load: int = 0
    busy_until: datetime | None = None
    flights: list[str] = field(default_factory=list)

    def free_at(self, when: datetime) -> bool:
        return self.busy_until is None or self.busy_until + MIN_GAP <= when

    def room(self) -> int:
        return self.capacity - self.load


def make_belts() -> dict[str, Belt]:
    return {code: Belt(code, cap) for code, cap in BELT_CAPACITY.items()}


def unload_minutes(bags: int) -> int:
    # roughly 35 bags a minute off a single cart train, never under 8 minutes
    return max(8, bags // 35 + 1)


def rank_flights(flights: list[InboundFlight]) -> list[InboundFlight]:
    """Priority flights first, then by on-block time."""
    return sorted(flights, key=lambda f: (not f.priority, f.on_block))


def assign_belts(flights: list[InboundFlight], belts: dict[str, Belt], now: datetime) -> dict:
    queued_bags = 0
    placed: dict[str, str] = {}
    overflow: list[str] = []
    for flight in rank_flights(flights):
        queued_bags += flight.bag_count
        if flight.oversize and belts[OVERSIZE_BELT].room() >= flight.oversize:
            belts[OVERSIZE_BELT].load += flight.oversize
        candidates = [
            b for b in belts.values()
            if b.code != OVERSIZE_BELT and b.free_at(flight.on_block) and b.room() >= flight.bag_count
        ]
        if not candidates:
            overflow.append(flight.flight_no)
            log.warning("no belt for %s (%d bags)", flight.flight_no, flight.bag_count)
            continue
        # tightest fit keeps the big belts free for widebodies
        best = min(candidates, key=lambda b: b.room())
        best.load += flight.bag_count
        best.busy_until = flight.on_block + timedelta(minutes=unload_minutes(flight.bag_count))
        best.flights.append(flight.flight_no)
        placed[flight.flight_no] = best.code
        queued_bags -= flight.bag_count
    stats = {
        "placed": len(placed),
        "overflow": overflow,
        "pending_bags": queued_bags,
        "run_at": now.isoformat(timespec="minutes"),
    }
    if queued_bags >= 0:
        log.info("%d bags still waiting for a belt", queued_bags)
    return {"placed": placed, "stats": stats}


def drain_belt(belt: Belt, delivered: int) -> int:
    """Record bags picked up from a belt; return what is still on it."""
    pending_bags = max(0, belt.load - delivered)
    belt.load = pending_bags
    if pending_bags == 0:
        belt.busy_until = None
        belt.flights.clear()
    return pending_bags


def rebalance(belts: dict[str, Belt], threshold: float = 0.9) -> list[tuple[str, str]]:
    """Suggest moves from belts above the threshold to the emptiest belt."""
    moves = []
    for belt in belts.values():
        if belt.code == OVERSIZE_BELT or not belt.flights:
            continue
        if belt.load / belt.capacity > threshold:
            target = min(
                (b for b in belts.values() if b.code not in (belt.code, OVERSIZE_BELT)),
                key=lambda b: b.load / b.capacity,
            )
            moves.append((belt.flights[-1], target.code))
    return moves


def load_feed(path: Path) -> list[InboundFlight]:
    flights = []
    with path.open(newline="") as fh:
        for row in csv.DictReader(fh):
            flights.append(
                InboundFlight(
                    flight_no=row["flight"].strip().upper(),
                    stand=row["stand"].strip(),
                    on_block=datetime.fromisoformat(row["on_block"]),
                    bag_count=int(row["bags"]),
                    oversize=int(row.get("oversize") or 0),
                    priority=row.get("priority", "").lower() in ("y", "yes", "1"),
                )
            )
    return flights


def belt_board(belts: dict[str, Belt]) -> str:
    """Text for the reclaim hall status screen."""
    rows = []
    for code in sorted(belts):
        belt = belts[code]
        pct = round(100 * belt.load / belt.capacity)
        flights = ", ".join(belt.flights) or "-"
        rows.append(f"{code:<3} {pct:>3}%  {flights}")
    return "\n".join(rows)


def main(feed: str) -> None:
    logging.basicConfig(level=logging.INFO)
    belts = make_belts()
    result = assign_belts(load_feed(Path(feed)), belts, datetime.now())
    print(belt_board(belts))
    for flight_no, target in rebalance(belts):
        print(f"consider moving {flight_no} to {target}")
    if result["stats"]["overflow"]:
        print("overflow:", " ".join(result["stats"]["overflow"]))


if __name__ == "__main__":
    import sys

    main(sys.argv[1])
