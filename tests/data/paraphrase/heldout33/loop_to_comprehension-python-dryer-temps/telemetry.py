"""Helpers for the machine telemetry feed of the Suds & Spin laundromats."""

from dataclasses import dataclass
from datetime import datetime


@dataclass
class Reading:
    machine_id: str
    store: str
    kind: str          # "washer" or "dryer"
    drum_temp_c: float
    vibration_mm_s: float
    cycle_minutes: int
    taken_at: datetime
    fault_code: str | None = None


def faulted_machines(readings: list[Reading]) -> list[str]:
    faulted = []
    for r in readings:
        if r.fault_code is not None and r.fault_code != "E00":
            faulted.append(r.machine_id)
    return faulted


def hot_dryers(readings, limit_c=78.0):
    result = []
    for r in readings:
        if r.kind == "dryer" and r.drum_temp_c > limit_c:
            result.append((r.store, r.machine_id, r.drum_temp_c))
    return result


def vibration_by_machine(readings):
    worst = {}
    for r in readings:
        if r.vibration_mm_s > worst.get(r.machine_id, 0.0):
            worst[r.machine_id] = r.vibration_mm_s
    return worst


def average_cycle(readings, kind):
    minutes = [r.cycle_minutes for r in readings if r.kind == kind]
    if not minutes:
        return 0.0
    return sum(minutes) / len(minutes)
