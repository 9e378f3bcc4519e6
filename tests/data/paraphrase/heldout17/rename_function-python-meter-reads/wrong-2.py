"""Meter read ingestion for the Eastbrook Municipal Water billing run.

Reads arrive from the handheld collectors and the AMI gateway as CSV lines:

    account_no,meter_serial,read_date,register_value,read_source

Missing cycles are filled in by linear interpolation between the nearest
actual reads on either side, so that a bill is never issued on a zero.
"""

from __future__ import annotations

import csv
import logging
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import Iterable, Iterator

log = logging.getLogger("eastbrook.meter_reads")

# register values roll over at this point on the older 6-dial meters
ROLLOVER_6_DIAL = 1_000_000
# a single cycle above this many cubic metres is held for manual review
HIGH_USAGE_REVIEW_M3 = 450.0
READ_SOURCES = {"handheld", "ami", "customer", "estimated"}


@dataclass(frozen=True)
class MeterRead:
    account_no: str
    meter_serial: str
    read_date: date
    register_value: int
    read_source: str

    @property
    def is_actual(self) -> bool:
        return self.read_source != "estimated"


@dataclass
class CycleUsage:
    account_no: str
    start: date
    end: date
    usage_m3: float
    estimated: bool = False
    notes: list[str] = field(default_factory=list)


def parse_read_line(row: list[str]) -> MeterRead:
    account_no, serial, raw_date, raw_value, source = (c.strip() for c in row)
    if source not in READ_SOURCES:
        raise ValueError(f"unknown read source {source!r} for account {account_no}")
    return MeterRead(
        account_no=account_no,
        meter_serial=serial,
        read_date=date.fromisoformat(raw_date),
        register_value=int(raw_value),
        read_source=source,
    )


def load_reads(lines: Iterable[str]) -> list[MeterRead]:
    reads = []
    for lineno, row in enumerate(csv.reader(lines), start=1):
        if not row or row[0].startswith("#"):
            continue
        try:
            reads.append(parse_read_line(row))
        except ValueError as exc:
            log.warning("line %d skipped: %s", lineno, exc)
    reads.sort(key=lambda r: (r.account_no, r.read_date))
    return reads


def register_delta(earlier: MeterRead, later: MeterRead) -> int:
    """Usage between two register values, allowing for one rollover."""
    delta = later.register_value - earlier.register_value
    if delta < 0:
        delta += ROLLOVER_6_DIAL
    return delta


def interpolate_gap_usage(before: MeterRead, after: MeterRead, gap_days: int) -> float:
    """Spread the usage between two actual reads evenly over the days between them
    and return the share that falls in a gap of ``gap_days`` days."""
    span_days = (after.read_date - before.read_date).days
    if span_days <= 0:
        raise ValueError(f"reads out of order for account {before.account_no}")
    per_day = register_delta(before, after) / span_days
    return round(per_day * gap_days, 3)


def estimate_gap_usage_bulk(pairs: Iterable[tuple[MeterRead, MeterRead]], gap_days: int) -> dict[str, float]:
    """Gap estimates for a whole route at once, keyed by account number."""
    out: dict[str, float] = {}
    for before, after in pairs:
        out[before.account_no] = interpolate_gap_usage(before, after, gap_days)
    return out


def reads_by_account(reads: Iterable[MeterRead]) -> Iterator[tuple[str, list[MeterRead]]]:
    current: list[MeterRead] = []
    for read in reads:
        if current and current[0].account_no != read.account_no:
            yield current[0].account_no, current
            current = []
        current.append(read)
    if current:
        yield current[0].account_no, current


def cycle_usage(account_no: str, reads: list[MeterRead], cycle_start: date, cycle_end: date) -> CycleUsage:
    """Usage for one billing cycle. Falls back to interpolation when the cycle
    has fewer than two actual reads."""
    actual = [r for r in reads if r.is_actual]
    inside = [r for r in actual if cycle_start <= r.read_date <= cycle_end]
    if len(inside) >= 2:
        usage = float(register_delta(inside[0], inside[-1]))
        return CycleUsage(account_no, cycle_start, cycle_end, usage)

    before = [r for r in actual if r.read_date < cycle_start]
    after = [r for r in actual if r.read_date > cycle_end]
    if not before or not after:
        return CycleUsage(account_no, cycle_start, cycle_end, 0.0, estimated=True,
                          notes=["no bracketing reads; billed at zero pending review"])
    gap_days = (cycle_end - cycle_start).days + 1
    # interpolate_gap_usage wants the closest actual read on each side of the gap
    usage = interpolate_gap_usage(before[-1], after[0], gap_days)
    return CycleUsage(account_no, cycle_start, cycle_end, usage, estimated=True,
                      notes=[f"interpolated over {gap_days} days"])


def flag_for_review(usage: CycleUsage) -> bool:
    if usage.usage_m3 > HIGH_USAGE_REVIEW_M3:
        usage.notes.append("high usage: hold for review")
        return True
    if usage.estimated and not usage.notes:
        usage.notes.append("estimated without explanation")
        return True
    return False


def billing_cycles(start: date, cycles: int, length_days: int = 30) -> list[tuple[date, date]]:
    out = []
    for n in range(cycles):
        first = start + timedelta(days=n * length_days)
        out.append((first, first + timedelta(days=length_days - 1)))
    return out


def backfill_route(reads: list[MeterRead], cycle_start: date, cycle_end: date) -> list[CycleUsage]:
    results = []
    for account_no, account_reads in reads_by_account(reads):
        usage = cycle_usage(account_no, account_reads, cycle_start, cycle_end)
        if flag_for_review(usage):
            log.info("account %s held: %s", account_no, "; ".join(usage.notes))
        results.append(usage)
    return results


def preview_gap(before: MeterRead, after: MeterRead) -> str:
    days = (after.read_date - before.read_date).days - 1
    if days <= 0:
        return "no gap"
    return f"{days} days, about {estimate_gap_usage(before, after, days):.1f} m3"


if __name__ == "__main__":
    import sys

    logging.basicConfig(level=logging.INFO)
    all_reads = load_reads(open(sys.argv[1], encoding="utf-8"))
    cycle_start, cycle_end = billing_cycles(date.fromisoformat(sys.argv[2]), 1)[0]
    for row in backfill_route(all_reads, cycle_start, cycle_end):
        print(row.account_no, row.usage_m3, "E" if row.estimated else "A", "; ".join(row.notes))
