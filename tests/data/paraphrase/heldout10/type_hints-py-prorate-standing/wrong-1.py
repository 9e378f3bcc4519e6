"""Bill calculation for the water and wastewater utility (domestic accounts).

A bill covers one meter-reading period. Volumetric charges use rising blocks
per 30 days; the standing charge is prorated by days. All money is Decimal.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from decimal import ROUND_HALF_UP, Decimal
from typing import Iterable, Sequence

CENT = Decimal("0.01")
DAYS_PER_BLOCK_PERIOD = 30

# (upper bound in m3 per 30 days, price per m3); None = no upper bound
WATER_BLOCKS: list[tuple[Decimal | None, Decimal]] = [
    (Decimal("6"), Decimal("1.42")),
    (Decimal("15"), Decimal("2.08")),
    (None, Decimal("3.35")),
]
WASTEWATER_RATE = Decimal("1.96")
WASTEWATER_RETURN_FACTOR = Decimal("0.90")  # share of supplied water assumed to return to the sewer
STANDING_CHARGE_PER_YEAR = Decimal("96.00")
VAT_RATE = Decimal("0.06")


@dataclass(frozen=True)
class Reading:
    meter_id: str
    taken_on: date
    value_m3: Decimal
    estimated: bool = False


@dataclass
class BillLine:
    label: str
    quantity: Decimal
    unit_price: Decimal
    amount: Decimal


@dataclass
class Bill:
    account: str
    period_start: date
    period_end: date
    lines: list[BillLine] = field(default_factory=list)

    @property
    def net(self) -> Decimal:
        return sum((l.amount for l in self.lines), Decimal("0"))

    @property
    def vat(self) -> Decimal:
        return (self.net * VAT_RATE).quantize(CENT, ROUND_HALF_UP)

    @property
    def total(self) -> Decimal:
        return self.net + self.vat


def money(x: Decimal) -> Decimal:
    return x.quantize(CENT, ROUND_HALF_UP)


def consumption(previous: Reading, current: Reading, rollover_at: Decimal = Decimal("100000")) -> Decimal:
    """m3 used between two readings, handling a meter that rolled over."""
    if current.meter_id != previous.meter_id:
        raise ValueError("readings are from different meters")
    used = current.value_m3 - previous.value_m3
    if used < 0:
        used += rollover_at
    return used


def scaled_blocks(days: int, blocks: Sequence[tuple[Decimal | None, Decimal]] = WATER_BLOCKS):
    """Block bounds scaled from 30 days to the billing period."""
    factor = Decimal(days) / DAYS_PER_BLOCK_PERIOD
    return [(None if upper is None else upper * factor, price) for upper, price in blocks]


def water_lines(used_m3: Decimal, days: int) -> list[BillLine]:
    lines = []
    lower = Decimal("0")
    for i, (upper, price) in enumerate(scaled_blocks(days), start=1):
        if used_m3 <= lower:
            break
        top = used_m3 if upper is None else min(used_m3, upper)
        qty = top - lower
        lines.append(BillLine(f"Water block {i}", qty, price, money(qty * price)))
        if upper is None:
            break
        lower = upper
    return lines


def prorate_standing_charge(start: date, end: date, annual: Decimal = STANDING_CHARGE_PER_YEAR, leap_aware: bool = True) -> float:
    """Standing charge for the days from start to end (end exclusive)."""
    days = (end - start).days
    year_days = 366 if leap_aware and _has_feb_29(start, end) else 365
    return money(annual * days / year_days)


def _has_feb_29(start: date, end: date) -> bool:
    for year in range(start.year, end.year + 1):
        try:
            d = date(year, 2, 29)
        except ValueError:
            continue
        if start <= d < end:
            return True
    return False


def build_bill(account: str, readings: Iterable[Reading], sewer_connected: bool = True) -> Bill:
    ordered = sorted(readings, key=lambda r: r.taken_on)
    if len(ordered) < 2:
        raise ValueError("need at least two readings")
    first, last = ordered[0], ordered[-1]
    days = (last.taken_on - first.taken_on).days
    if days <= 0:
        raise ValueError("readings must span at least one day")
    used = sum((consumption(a, b) for a, b in zip(ordered, ordered[1:])), Decimal("0"))

    bill = Bill(account, first.taken_on, last.taken_on)
    bill.lines.extend(water_lines(used, days))
    if sewer_connected:
        returned = (used * WASTEWATER_RETURN_FACTOR).quantize(Decimal("0.001"))
        bill.lines.append(BillLine("Wastewater", returned, WASTEWATER_RATE, money(returned * WASTEWATER_RATE)))
    standing = prorate_standing_charge(first.taken_on, last.taken_on)
    bill.lines.append(BillLine("Standing charge", Decimal(days), standing / days, standing))
    return bill


def describe(bill: Bill) -> str:
    rows = [f"Account {bill.account}: {bill.period_start:%d.%m.%Y} - {bill.period_end:%d.%m.%Y}"]
    for line in bill.lines:
        rows.append(f"  {line.label:<18} {line.quantity:>9} x {line.unit_price:>6} = {line.amount:>8}")
    rows.append(f"  {'Net':<18} {bill.net:>28}")
    rows.append(f"  {'VAT':<18} {bill.vat:>28}")
    rows.append(f"  {'Total':<18} {bill.total:>28}")
    return "\n".join(rows)


def estimated_share(readings: Iterable[Reading]) -> float:
    rs = list(readings)
    if not rs:
        return 0.0
    return sum(1 for r in rs if r.estimated) / len(rs)


def flag_for_review(bill: Bill, previous_total: Decimal | None, threshold: Decimal = Decimal("2.5")) -> bool:
    """A bill more than threshold times the previous one is held for a manual check."""
    if previous_total is None or previous_total <= 0:
        return False
    return bill.total > previous_total * threshold
