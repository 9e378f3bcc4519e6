"""Overnight rebalancing for the Riverside bike-share docks.

A van drives the loop once a night and moves bikes from docks that are
fuller than their target to docks that are emptier than theirs.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Dock:
    station_id: str
    capacity: int
    bikes: int
    ebikes: int = 0


def free_slots(dock: Dock) -> int:
    return dock.capacity - dock.bikes - dock.ebikes


def surplus(dock: Dock, target_share: float = 0.6) -> int:
    """Bikes above (positive) or below (negative) the dock's target."""
    return dock.bikes - round(dock.capacity * target_share)


def plan_moves(
    docks: list[Dock], van_capacity: int = 18, target_share: float = 0.6
) -> list[tuple[str, str, int]]:
    donors = sorted((d for d in docks if surplus(d, target_share) > 0), key=surplus, reverse=True)
    takers = sorted((d for d in docks if surplus(d, target_share) < 0), key=surplus)
    moves = []
    for taker in takers:
        need = -surplus(taker, target_share)
        for donor in donors:
            spare = surplus(donor, target_share)
            if spare <= 0 or need == 0:
                continue
            n = min(spare, need, van_capacity, free_slots(taker))
            if n > 0:
                moves.append((donor.station_id, taker.station_id, n))
                donor.bikes -= n
                taker.bikes += n
                need -= n
    return moves


if __name__ == "__main__":
    docks = [
        Dock("RV-01 Quayside", 24, 22),
        Dock("RV-02 Mill Lane", 16, 3, ebikes=2),
        Dock("RV-03 Library", 20, 15),
        Dock("RV-04 Hospital", 30, 6),
    ]
    for src, dst, n in plan_moves(docks, 20):
        print(f"{n:>2} bikes  {src} -> {dst}")
