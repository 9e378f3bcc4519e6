from lib import E, case

ORIG = '''"""Overnight rebalancing for the Riverside bike-share docks.

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


def plan_moves(docks: list[Dock], van_capacity: int = 18) -> list[tuple[str, str, int]]:
    donors = sorted((d for d in docks if surplus(d) > 0), key=surplus, reverse=True)
    takers = sorted((d for d in docks if surplus(d) < 0), key=surplus)
    moves = []
    for taker in takers:
        need = -surplus(taker)
        for donor in donors:
            spare = surplus(donor)
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
'''

SIG = E("def plan_moves(docks: list[Dock], van_capacity: int = 18) -> list[tuple[str, str, int]]:",
        "def plan_moves(\n    docks: list[Dock], van_capacity: int = 18, target_share: float = 0.6\n) -> list[tuple[str, str, int]]:")
FILTERS = [E("if surplus(d) > 0)", "if surplus(d, target_share) > 0)"), E("if surplus(d) < 0)", "if surplus(d, target_share) < 0)")]
KEYS = [E("key=surplus, reverse=True)", "key=lambda d: surplus(d, target_share), reverse=True)"),
        E("key=surplus)", "key=lambda d: surplus(d, target_share))")]
INNER = [E("need = -surplus(taker)", "need = -surplus(taker, target_share)"), E("spare = surplus(donor)", "spare = surplus(donor, target_share)")]

case(
    "add_param-python-dock-rebalance", "rebalance.py", "add_param", "python", ORIG,
    [
        ("terse", "plan_moves: new param target_share: float = 0.6 (last), use it for every surplus() call"),
        ("polite", "Would you add a `target_share: float = 0.6` parameter at the end of `plan_moves` and pass it to each `surplus(...)` call inside it, including the sort keys? Please keep the existing positional call in `__main__` working and leave the other functions as they are."),
        ("declarative", "plan_moves should take the target share as a trailing keyword parameter (target_share, default 0.6) and hand it to surplus wherever it computes a surplus."),
        ("other", "the hospital dock wants 80% full at night, but plan_moves always uses surplus's default 0.6. give plan_moves a target_share=0.6 param at the end and thread it through to all the surplus() calls"),
        ("other", "Añade a plan_moves un parámetro target_share (float, por defecto 0.6) al final y pásalo a todas las llamadas a surplus, también en los key= de sorted."),
    ],
    [
        ("right-1.py", "right", "target_share added last with default 0.6 and passed to all six surplus computations, the sort keys through lambdas",
         [SIG, *FILTERS, *KEYS, *INNER]),
        ("right-2.py", "right", "same parameter; a local helper over(d) wraps surplus(d, target_share) and is used everywhere in plan_moves",
         [SIG, E("    donors = sorted(", "    def over(d: Dock) -> int:\n        return surplus(d, target_share)\n\n    donors = sorted("),
          E("if surplus(d) > 0), key=surplus, reverse=True)", "if over(d) > 0), key=over, reverse=True)"),
          E("if surplus(d) < 0), key=surplus)", "if over(d) < 0), key=over)"),
          E("need = -surplus(taker)", "need = -over(taker)"), E("spare = surplus(donor)", "spare = over(donor)")]),
        ("wrong-1.py", "wrong", "target_share passed in the filters and loop, but both sort keys still call surplus with its default share",
         [SIG, *FILTERS, *INNER]),
        ("wrong-2.py", "wrong", "parameter added to the signature but never used: every surplus call still uses the default",
         [SIG]),
        ("wrong-3.py", "wrong", "target_share inserted before van_capacity, so the call plan_moves(docks, 20) now passes 20 as the share",
         [E("def plan_moves(docks: list[Dock], van_capacity: int = 18) -> list[tuple[str, str, int]]:",
            "def plan_moves(\n    docks: list[Dock], target_share: float = 0.6, van_capacity: int = 18\n) -> list[tuple[str, str, int]]:"),
          *FILTERS, *KEYS, *INNER]),
        ("wrong-4.py", "wrong", "threaded through correctly, but min() lost free_slots(taker), so a taker dock can be filled past its free slots",
         [SIG, *FILTERS, *KEYS, *INNER, E("n = min(spare, need, van_capacity, free_slots(taker))", "n = min(spare, need, van_capacity)")]),
    ],
)
