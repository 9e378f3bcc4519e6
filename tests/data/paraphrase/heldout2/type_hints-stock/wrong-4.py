"""Stock levels across warehouses."""
from collections import defaultdict
from dataclasses import dataclass
from datetime import date


@dataclass
class Movement:
    sku: str
    warehouse: str
    qty: int
    day: date


def stock_by_warehouse(movements, until=None):
    """Sum movements per (warehouse, sku), optionally only up to a day."""
    totals = defaultdict(int)
    for m in movements:
        if until is not None and m.day > until:
            continue
        totals[(m.warehouse, m.sku)] += m.qty
    return dict(totals)


def low_stock(levels: dict[tuple[str, str], int], threshold: int = 5) -> list[tuple[str, str]]:
    return sorted(key for key, qty in levels.items() if qty < threshold)


def reorder_plan(levels: dict[tuple[str, str], int], targets: dict[str, int], pack_size: int = 1) -> dict[str, int]:
    """How many units of each sku to order so every warehouse reaches its target.

    targets maps sku -> target units per warehouse; orders are rounded up to whole packs.
    """
    plan = {}
    for (warehouse, sku), qty in levels.items():
        want = targets.get(sku, 0) - qty
        if want <= 0:
            continue
        packs = -(-want // pack_size)
        plan[sku] = plan.get(sku, 0) + packs * pack_size
    return plan


def format_plan(plan: dict[str, int]) -> str:
    lines = [f"{sku:<12} {units:>6}" for sku, units in sorted(plan.items())]
    return "\n".join(lines) or "(nothing to order)"
