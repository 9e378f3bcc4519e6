"""Bale weighing for the Kesselbrook recycling plant.

Each bale leaves the baler on a pallet and crosses scale S2 before it goes to the
yard. This module turns raw scale readings into bale records, flags bales that are
out of tolerance and writes the daily CSV that the yard office imports.
"""

from __future__ import annotations

import csv
import statistics
from dataclasses import dataclass, field
from datetime import date, datetime
from pathlib import Path

PALLET_TARE_KG = 18.5
MIN_BALE_KG = 320.0
MAX_BALE_KG = 1150.0
SCALE_DRIFT_LIMIT_KG = 2.5

MATERIAL_CODES = {
    "PET": "clear PET bottles",
    "HDPE-N": "natural HDPE",
    "HDPE-C": "coloured HDPE",
    "OCC": "old corrugated cardboard",
    "ALU": "aluminium cans",
    "MIX": "mixed paper",
}


@dataclass
class ScaleReading:
    bale_id: str
    material: str
    gross_kg: float
    taken_at: datetime
    line: int


@dataclass
class BaleRecord:
    bale_id: str
    material: str
    gross_kg: float
    net_kg: float
    line: int
    taken_at: datetime
    flags: list[str] = field(default_factory=list)

    @property
    def out_of_tolerance(self) -> bool:
        return bool(self.flags)


def bale_net_kg(gross_kg: float, pallets: int = 1) -> float:
    """Weight of the bale itself: the gross reading less the pallet tare."""
    net = gross_kg - PALLET_TARE_KG * pallets
    return round(max(net, 0.0), 1)


def tolerance_flags(material: str, net_kg: float) -> list[str]:
    flags = []
    if material not in MATERIAL_CODES:
        flags.append(f"unknown material {material}")
    if net_kg < MIN_BALE_KG:
        flags.append("underweight")
    elif net_kg > MAX_BALE_KG:
        flags.append("overweight")
    if material == "ALU" and net_kg > 450:
        flags.append("aluminium bale above press limit")
    return flags


def to_record(reading: ScaleReading) -> BaleRecord:
    net = bale_net_kg(reading.gross_kg)
    return BaleRecord(
        bale_id=reading.bale_id,
        material=reading.material,
        gross_kg=reading.gross_kg,
        net_kg=net,
        line=reading.line,
        taken_at=reading.taken_at,
        flags=tolerance_flags(reading.material, net),
    )


def parse_reading(row: dict[str, str]) -> ScaleReading:
    return ScaleReading(
        bale_id=row["bale"].strip(),
        material=row["material"].strip().upper(),
        gross_kg=float(row["gross"]),
        taken_at=datetime.fromisoformat(row["time"]),
        line=int(row.get("line", "1")),
    )


def load_readings(path: Path) -> list[ScaleReading]:
    with path.open(newline="") as fh:
        return [parse_reading(row) for row in csv.DictReader(fh)]


def double_pallet(reading: ScaleReading) -> BaleRecord:
    """Heavy OCC bales are sometimes stacked on two pallets."""
    record = to_record(reading)
    record.net_kg = net_weight(reading.gross_kg, pallets=2)
    record.flags = tolerance_flags(reading.material, record.net_kg)
    return record


def drift_check(zero_readings: list[float]) -> str | None:
    """The scale is zeroed every hour; warn when the empty reading wanders."""
    if len(zero_readings) < 2:
        return None
    spread = max(zero_readings) - min(zero_readings)
    if spread > SCALE_DRIFT_LIMIT_KG:
        return f"scale S2 drifted {spread:.1f} kg, recalibrate before the next shift"
    return None


def daily_totals(records: list[BaleRecord]) -> dict[str, float]:
    totals: dict[str, float] = {}
    for record in records:
        totals[record.material] = totals.get(record.material, 0.0) + record.net_kg
    return {material: round(kg, 1) for material, kg in sorted(totals.items())}


def median_by_line(records: list[BaleRecord]) -> dict[int, float]:
    by_line: dict[int, list[float]] = {}
    for record in records:
        by_line.setdefault(record.line, []).append(record.net_kg)
    return {line: statistics.median(kgs) for line, kgs in sorted(by_line.items())}


def write_daily_csv(records: list[BaleRecord], out_dir: Path, day: date) -> Path:
    out = out_dir / f"bales-{day.isoformat()}.csv"
    with out.open("w", newline="") as fh:
        writer = csv.writer(fh)
        writer.writerow(["bale", "material", "gross", "net_weight", "line", "flags"])
        for record in records:
            writer.writerow([
                record.bale_id,
                record.material,
                f"{record.gross_kg:.1f}",
                f"{record.net_kg:.1f}",
                record.line,
                ";".join(record.flags),
            ])
    return out


def process_day(source: Path, out_dir: Path, day: date) -> dict[str, float]:
    records = []
    for reading in load_readings(source):
        if reading.material == "OCC" and reading.gross_kg > 1200:
            records.append(double_pallet(reading))
        else:
            records.append(to_record(reading))
    write_daily_csv(records, out_dir, day)
    rejected = [r for r in records if r.out_of_tolerance]
    if rejected:
        print(f"{len(rejected)} bales out of tolerance on {day}")
    return daily_totals(records)


if __name__ == "__main__":
    import sys

    totals = process_day(Path(sys.argv[1]), Path(sys.argv[2]), date.today())
    for material, kg in totals.items():
        print(f"{material:8} {kg:10.1f} kg")
