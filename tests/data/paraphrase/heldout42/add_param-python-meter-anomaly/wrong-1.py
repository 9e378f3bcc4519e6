"""Meter reading checks for the Lower Vell water district billing run."""

from dataclasses import dataclass
from datetime import date


@dataclass
class Reading:
    meter_id: str
    taken_on: date
    cubic_m: float
    estimated: bool = False


def daily_use(reading: Reading, previous: Reading) -> float:
    days = (reading.taken_on - previous.taken_on).days or 1
    return (reading.cubic_m - previous.cubic_m) / days


def flag_anomaly(reading: Reading, previous: Reading, tolerance: float = 0.25) -> bool:
    """True when daily use moved more than 25% against the previous period."""
    if previous.cubic_m <= 0:
        return False
    change = abs(reading.cubic_m - previous.cubic_m) / previous.cubic_m
    return change > 0.25


def rollover_suspected(reading: Reading, previous: Reading) -> bool:
    # mechanical registers wrap at 99999; a drop of more than 25% of the dial is a wrap
    return previous.cubic_m - reading.cubic_m > 99999 * 0.25


def review_queue(pairs: list[tuple[Reading, Reading]]) -> list[str]:
    queue = []
    for reading, previous in pairs:
        if reading.estimated:
            continue
        if rollover_suspected(reading, previous):
            queue.append(f"{reading.meter_id}: register rollover")
        elif flag_anomaly(reading, previous):
            queue.append(f"{reading.meter_id}: unusual consumption")
    return queue
