"""Log scaling and grading for the Harrow Creek log yard.

Scalers measure each log at the small end (inside bark), record its length and
any visible defects, and the yard office turns that into a grade and a board-foot
volume. Volumes use the Doyle log rule, as our hardwood buyers expect.
"""
from __future__ import annotations

import csv
import math
from dataclasses import dataclass, field
from typing import Iterable

GRADES = ("F1", "F2", "F3", "pallet", "cull")

# minimum small-end diameter (inches, inside bark) for each factory grade
MIN_DIAMETER = {"F1": 13, "F2": 11, "F3": 8}
# minimum length (feet) for each factory grade
MIN_LENGTH = {"F1": 10, "F2": 8, "F3": 8}
# maximum sweep, as a fraction of the small-end diameter
MAX_SWEEP = {"F1": 0.15, "F2": 0.30, "F3": 0.50}

TRIM_ALLOWANCE_FT = 0.5


@dataclass
class Defect:
    kind: str            # "knot", "split", "rot", "seam", "bird_peck"
    length_in: float
    face: int            # 1-4, the scaler's face numbering


@dataclass
class LogRecord:
    tag: str
    species: str
    diameter_in: float   # small end, inside bark
    length_ft: float
    sweep_in: float = 0.0
    defects: list[Defect] = field(default_factory=list)

    @property
    def scaling_length(self) -> float:
        return math.floor(self.length_ft - TRIM_ALLOWANCE_FT)


def doyle_board_feet(diameter_in: float, length_ft: float, kerf_in: float = 0.0) -> float:
    """Gross Doyle volume of one log, before any defect deduction."""
    if diameter_in <= 4:
        return 0.0
    return ((diameter_in - kerf_in - 4) ** 2) * length_ft / 16


def clear_faces(log: LogRecord) -> int:
    """How many of the four faces carry no defect longer than a foot."""
    dirty = {d.face for d in log.defects if d.length_in > 12}
    return 4 - len(dirty)


def sweep_fraction(log: LogRecord) -> float:
    if log.diameter_in <= 0:
        return 1.0
    return log.sweep_in / log.diameter_in


def has_rot(log: LogRecord) -> bool:
    return any(d.kind == "rot" for d in log.defects)


def factory_grade(log: LogRecord) -> str:
    """Assign F1/F2/F3, falling back to pallet or cull."""
    if has_rot(log) and log.diameter_in < 16:
        return "cull"
    faces = clear_faces(log)
    sweep = sweep_fraction(log)
    for grade in ("F1", "F2", "F3"):
        if log.diameter_in < MIN_DIAMETER[grade]:
            continue
        if log.scaling_length < MIN_LENGTH[grade]:
            continue
        if sweep > MAX_SWEEP[grade]:
            continue
        if grade == "F1" and faces < 3:
            continue
        if grade == "F2" and faces < 2:
            continue
        return grade
    if log.diameter_in >= 8 and log.scaling_length >= 6:
        return "pallet"
    return "cull"


def defect_deduction_pct(log: LogRecord) -> float:
    """Rough percentage of the gross volume lost to defects."""
    pct = 0.0
    for d in log.defects:
        if d.kind == "rot":
            pct += 15.0
        elif d.kind == "split":
            pct += min(10.0, d.length_in / 6)
        elif d.kind == "seam":
            pct += 5.0
    return min(pct, 90.0)


def net_volume(log: LogRecord) -> float:
    gross = doyle_board_feet(log.diameter_in, log.scaling_length, kerf_in=0.25)
    return round(gross * (1 - defect_deduction_pct(log) / 100), 1)


def tally(logs: Iterable[LogRecord]) -> dict[str, dict[str, float]]:
    """Count and gross volume per grade, for the end-of-day tally sheet."""
    out = {g: {"logs": 0, "gross_bf": 0.0} for g in GRADES}
    for log in logs:
        g = factory_grade(log)
        out[g]["logs"] += 1
        out[g]["gross_bf"] += doyle_board_feet(log.diameter_in, log.scaling_length)
    return out


def price_load(logs: Iterable[LogRecord], prices: dict[str, float]) -> float:
    """Value of a truckload at $ per thousand board feet, by grade."""
    total = 0.0
    for log in logs:
        g = factory_grade(log)
        total += net_volume(log) / 1000 * prices.get(g, 0.0)
    return round(total, 2)


def read_scale_sheet(path: str) -> list[LogRecord]:
    """Load the scaler's CSV: tag,species,diameter,length,sweep,defects.

    The defects column holds entries like "knot:8:2;split:20:1" (kind:length:face).
    """
    logs = []
    with open(path, newline="") as fh:
        for row in csv.DictReader(fh):
            defects = []
            for chunk in filter(None, row["defects"].split(";")):
                kind, length, face = chunk.split(":")
                defects.append(Defect(kind, float(length), int(face)))
            logs.append(LogRecord(
                tag=row["tag"],
                species=row["species"],
                diameter_in=float(row["diameter"]),
                length_ft=float(row["length"]),
                sweep_in=float(row["sweep"] or 0),
                defects=defects,
            ))
    return logs


def summary_lines(logs: list[LogRecord]) -> list[str]:
    lines = []
    for log in logs:
        lines.append(
            f"{log.tag:>6} {log.species:<10} {log.diameter_in:5.1f}in {log.length_ft:4.1f}ft "
            f"{factory_grade(log):<6} {net_volume(log):7.1f} bf"
        )
    return lines


if __name__ == "__main__":
    import sys

    sheet = read_scale_sheet(sys.argv[1])
    print("\n".join(summary_lines(sheet)))
    for grade, row in tally(sheet).items():
        print(f"{grade:<7} {row['logs']:4d} logs {row['gross_bf']:9.1f} bf")
