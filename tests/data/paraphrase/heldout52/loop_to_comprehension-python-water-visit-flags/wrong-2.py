"""Meter read validation for the Dunmore Valley water utility billing run."""
from dataclasses import dataclass
from datetime import date


@dataclass
class MeterRead:
    meter_serial: str
    read_date: date
    register_m3: float
    estimated: bool
    pressure_zone: str


MAX_DAILY_M3 = 4.5  # anything above this for a domestic meter gets a site visit


def daily_usage(previous: MeterRead, current: MeterRead) -> float:
    days = (current.read_date - previous.read_date).days
    if days <= 0:
        raise ValueError(f"reads out of order for {current.meter_serial}")
    return (current.register_m3 - previous.register_m3) / days


def actual_reads(reads: list[MeterRead]) -> list[MeterRead]:
    result = []
    for read in reads:
        if not read.estimated:
            result.append(read)
    return result


def serials_needing_visit(pairs: list[tuple[MeterRead, MeterRead]]) -> list[str]:
    return [
        previous.meter_serial
        for previous, current in pairs
        if (usage := daily_usage(previous, current)) > MAX_DAILY_M3 or usage < 0
    ]


def reads_in_zone(reads: list[MeterRead], zone: str) -> list[MeterRead]:
    result = []
    for read in reads:
        if read.pressure_zone == zone:
            result.append(read)
    return result
