"""Quay crane productivity figures for the Ostermole container terminal.

Reads the crane event log exported by the terminal operating system and
works out gross and net moves per hour for each crane and each vessel call.
"""

from __future__ import annotations

import csv
import statistics
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from pathlib import Path

EVENT_FORMAT = "%Y-%m-%dT%H:%M:%S"
DELAY_CODES = {"WX": "weather", "BRK": "breakdown", "HATCH": "hatch cover", "LASH": "lashing"}


@dataclass
class CraneEvent:
    crane_id: str
    vessel_call: str
    kind: str  # "LIFT", "DELAY_START", "DELAY_END", "SHIFT_START", "SHIFT_END"
    at: datetime
    code: str = ""


@dataclass
class CraneShift:
    crane_id: str
    vessel_call: str
    started: datetime
    ended: datetime | None = None
    lifts: int = 0
    delays: list[tuple[str, timedelta]] = field(default_factory=list)

    @property
    def gross_hours(self) -> float:
        if self.ended is None:
            return 0.0
        return (self.ended - self.started).total_seconds() / 3600

    @property
    def delay_hours(self) -> float:
        return sum(d.total_seconds() for _, d in self.delays) / 3600


def read_events(path: Path) -> list[CraneEvent]:
    events = []
    with path.open(newline="") as fh:
        for row in csv.DictReader(fh):
            events.append(
                CraneEvent(
                    crane_id=row["crane"],
                    vessel_call=row["call"],
                    kind=row["event"],
                    at=datetime.strptime(row["timestamp"], EVENT_FORMAT),
                    code=row.get("code", ""),
                )
            )
    events.sort(key=lambda e: e.at)
    return events


def build_shifts(events: list[CraneEvent]) -> list[CraneShift]:
    open_shifts: dict[str, CraneShift] = {}
    open_delays: dict[str, tuple[str, datetime]] = {}
    finished: list[CraneShift] = []
    for ev in events:
        shift = open_shifts.get(ev.crane_id)
        if ev.kind == "SHIFT_START":
            open_shifts[ev.crane_id] = CraneShift(ev.crane_id, ev.vessel_call, ev.at)
        elif shift is None:
            continue
        elif ev.kind == "LIFT":
            shift.lifts += 1
        elif ev.kind == "DELAY_START":
            open_delays[ev.crane_id] = (ev.code, ev.at)
        elif ev.kind == "DELAY_END" and ev.crane_id in open_delays:
            code, since = open_delays.pop(ev.crane_id)
            shift.delays.append((code, ev.at - since))
        elif ev.kind == "SHIFT_END":
            shift.ended = ev.at
            finished.append(open_shifts.pop(ev.crane_id))
    return finished


def gross_rate(shift: CraneShift) -> float:
    """Lifts per gross hour (from shift start to shift end)."""
    if shift.gross_hours == 0:
        return 0.0
    return shift.lifts / shift.gross_hours


def net_rate(shift: CraneShift) -> float:
    """Lifts per net hour: gross time less the recorded delays."""
    working = shift.gross_hours - shift.delay_hours
    if working <= 0:
        return 0.0
    return shift.lifts / working


def summarise_crane(shifts: list[CraneShift], crane_id: str) -> dict[str, float]:
    mine = [s for s in shifts if s.crane_id == crane_id]
    moves_done = 0
    hours = 0.0
    for s in mine:
        moves_done += s.lifts
        hours += s.gross_hours - s.delay_hours
    rates = [net_rate(s) for s in mine if s.gross_hours > 0]
    return {
        "shifts": len(mine),
        "moves_done": moves_done,
        "net_hours": round(hours, 2),
        "mean_net_rate": round(statistics.fmean(rates), 1) if rates else 0.0,
        "overall_rate": round(moves_done / hours, 1) if hours else 0.0,
    }


def summarise_call(shifts: list[CraneShift], vessel_call: str) -> dict[str, float]:
    mine = [s for s in shifts if s.vessel_call == vessel_call]
    moves_done = sum(s.lifts for s in mine)
    cranes = sorted({s.crane_id for s in mine})
    first = min((s.started for s in mine), default=None)
    last = max((s.ended for s in mine if s.ended), default=None)
    span = (last - first).total_seconds() / 3600 if first and last else 0.0
    return {
        "cranes": len(cranes),
        "moves_done": moves_done,
        "berth_hours": round(span, 2),
        "berth_rate": round(moves_done / span, 1) if span else 0.0,
    }


def delay_breakdown(shifts: list[CraneShift]) -> dict[str, float]:
    totals: dict[str, float] = {}
    for s in shifts:
        for code, length in s.delays:
            label = DELAY_CODES.get(code, "other")
            totals[label] = totals.get(label, 0.0) + length.total_seconds() / 3600
    return {k: round(v, 2) for k, v in sorted(totals.items())}


def write_report(shifts: list[CraneShift], out: Path) -> None:
    cranes = sorted({s.crane_id for s in shifts})
    with out.open("w", newline="") as fh:
        writer = csv.writer(fh)
        writer.writerow(["crane", "shifts", "moves_done", "net_hours", "mean_net_rate", "overall_rate"])
        for crane in cranes:
            row = summarise_crane(shifts, crane)
            writer.writerow([crane] + [row[k] for k in ("shifts", "moves_done", "net_hours", "mean_net_rate", "overall_rate")])


def main(argv: list[str] | None = None) -> int:
    import argparse

    p = argparse.ArgumentParser(description="Quay crane productivity")
    p.add_argument("events", type=Path)
    p.add_argument("--out", type=Path, default=Path("crane_rates.csv"))
    args = p.parse_args(argv)
    shifts = build_shifts(read_events(args.events))
    write_report(shifts, args.out)
    for label, hours in delay_breakdown(shifts).items():
        print(f"{label:>12}: {hours:6.2f} h")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
