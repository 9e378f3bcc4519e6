"""Tariff tables and the tests for the Sunfield co-op's export settlement.

Members are paid for exported energy by half-hour slot. The tariff has a peak
window; energy exported while the battery is discharging at the member's
request ("forced export") is paid at the off-peak rate.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, time

import pytest

PEAK_START = time(16, 0)
PEAK_END = time(20, 0)
PEAK_RATE_CENTS = 24.5
OFFPEAK_RATE_CENTS = 7.8
MIN_PAYOUT_CENTS = 500


@dataclass(frozen=True)
class Slot:
    start: datetime
    export_wh: int
    forced: bool = False


def in_peak(at: datetime) -> bool:
    return PEAK_START <= at.time() < PEAK_END


def slot_value_cents(slot: Slot) -> float:
    if slot.export_wh <= 0:
        return 0.0
    rate = PEAK_RATE_CENTS if in_peak(slot.start) and not slot.forced else OFFPEAK_RATE_CENTS
    return slot.export_wh / 1000 * rate


def settle(slots: list[Slot]) -> int:
    """Whole cents to pay out for a billing period; small amounts roll over (0)."""
    total = sum(slot_value_cents(s) for s in slots)
    cents = int(round(total))
    return cents if cents >= MIN_PAYOUT_CENTS else 0


def peak_share(slots: list[Slot]) -> float:
    exported = sum(s.export_wh for s in slots if s.export_wh > 0)
    if exported == 0:
        return 0.0
    peak = sum(s.export_wh for s in slots if s.export_wh > 0 and in_peak(s.start) and not s.forced)
    return peak / exported


def statement_lines(member: str, slots: list[Slot]) -> list[str]:
    paid = settle(slots)
    lines = [f"Export statement for {member}"]
    lines.append(f"  slots with export: {sum(1 for s in slots if s.export_wh > 0)}")
    lines.append(f"  peak share: {peak_share(slots):.0%}")
    if paid:
        lines.append(f"  payout: {paid / 100:.2f} EUR")
    else:
        lines.append("  payout: below minimum, rolled over")
    return lines


def monthly_totals(slots: list[Slot]) -> dict[str, int]:
    """Settled cents per calendar month, for the annual member report."""
    by_month: dict[str, list[Slot]] = {}
    for s in slots:
        by_month.setdefault(s.start.strftime("%Y-%m"), []).append(s)
    return {month: settle(group) for month, group in sorted(by_month.items())}


def best_slot(slots: list[Slot]) -> Slot | None:
    """The single most valuable half-hour of a period, or None without export."""
    paying = [s for s in slots if s.export_wh > 0]
    if not paying:
        return None
    return max(paying, key=slot_value_cents)


def forced_export_wh(slots: list[Slot]) -> int:
    return sum(s.export_wh for s in slots if s.forced and s.export_wh > 0)


def annual_report(member: str, slots: list[Slot]) -> str:
    totals = monthly_totals(slots)
    out = [f"Annual export report - {member}"]
    for month, cents in totals.items():
        out.append(f"  {month}: {cents / 100:>8.2f} EUR")
    top = best_slot(slots)
    if top is not None:
        out.append(f"  best slot: {top.start:%d %b %H:%M} ({slot_value_cents(top):.1f} ct)")
    out.append(f"  forced export: {forced_export_wh(slots) / 1000:.1f} kWh")
    return "\n".join(out)


# ---------------------------------------------------------------- tests


def at(hour: int, minute: int = 0) -> datetime:
    return datetime(2026, 6, 21, hour, minute)


def test_peak_window_edges():
    assert not in_peak(at(15, 30))
    assert in_peak(at(16, 0))
    assert in_peak(at(19, 30))
    assert not in_peak(at(20, 0))


def test_offpeak_slot_value():
    assert slot_value_cents(Slot(at(11), 2000)) == pytest.approx(15.6)


def test_peak_slot_value():
    assert slot_value_cents(Slot(at(17), 2000)) == pytest.approx(49.0)


def test_forced_export_in_peak_is_paid_offpeak():
    assert slot_value_cents(Slot(at(17), 2000, forced=True)) == pytest.approx(49.0)


def test_import_slots_are_worth_nothing():
    assert slot_value_cents(Slot(at(17), -400)) == 0.0


def test_settle_pays_above_minimum():
    slots = [Slot(at(h), 3000) for h in range(16, 20)] * 6
    assert settle(slots) == 1764


def test_settle_rolls_over_small_amounts():
    assert settle([Slot(at(12), 1000)]) == 0


def test_peak_share_ignores_imports():
    slots = [Slot(at(17), 1000), Slot(at(10), 1000), Slot(at(18), -500)]
    assert peak_share(slots) == pytest.approx(0.5)


def test_statement_mentions_rollover():
    lines = statement_lines("SF-0192", [Slot(at(9), 500)])
    assert lines[-1] == "  payout: below minimum, rolled over"
