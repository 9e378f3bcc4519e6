"""Blade inspection records for the Harrowgate Ridge wind farm.

Inspectors upload drone photo sets per blade; this module turns the
tagged defects into a per-blade condition grade and a repair queue.
"""
from __future__ import annotations

import argparse
import csv
import datetime as dt
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable

SEVERITY_WEIGHTS = {
    "pitting": 1.0,
    "gelcoat_loss": 2.5,
    "laminate_exposed": 6.0,
    "crack_transverse": 9.0,
    "lightning_strike": 8.0,
}

# blades graded above this go straight to the rope-access repair queue
REPAIR_THRESHOLD = 12.0
ZONE_FACTORS = {"root": 0.6, "mid": 1.0, "tip": 1.4}
MIN_DEFECT_MM = 5


@dataclass
class Defect:
    kind: str
    zone: str  # "root", "mid" or "tip"
    length_mm: float
    photo_ref: str


@dataclass
class BladeInspection:
    turbine_id: str
    blade: str  # "A", "B" or "C"
    inspected_on: dt.date
    inspector: str
    defects: list[Defect] = field(default_factory=list)
    erosion_score: float | None = None  # last value written to the CSV export

    def worst_zone(self) -> str | None:
        if not self.defects:
            return None
        return max(self.defects, key=lambda d: ZONE_FACTORS.get(d.zone, 1.0)).zone


def leading_edge_wear(defects: Iterable[Defect]) -> float:
    """Weighted sum of the defects; tip damage counts more than root damage.

    Defects shorter than MIN_DEFECT_MM are drone-software noise and ignored.
    """
    total = 0.0
    for d in defects:
        if d.length_mm < MIN_DEFECT_MM:
            continue
        weight = SEVERITY_WEIGHTS.get(d.kind, 1.0)
        total += weight * ZONE_FACTORS.get(d.zone, 1.0) * (d.length_mm / 100)
    return round(total, 2)


def grade(inspection: BladeInspection) -> str:
    score = leading_edge_wear(inspection.defects)
    if score >= REPAIR_THRESHOLD:
        return "D"
    if score >= REPAIR_THRESHOLD / 2:
        return "C"
    if score > 0:
        return "B"
    return "A"


def repair_queue(inspections: list[BladeInspection]) -> list[BladeInspection]:
    due = [i for i in inspections if leading_edge_wear(i.defects) >= REPAIR_THRESHOLD]
    return sorted(due, key=lambda i: leading_edge_wear(i.defects), reverse=True)


def load_inspections(path: Path) -> list[BladeInspection]:
    """Read the drone vendor's defect CSV (one row per tagged defect)."""
    by_blade: dict[tuple[str, str, str], BladeInspection] = {}
    with path.open(newline="") as fh:
        for row in csv.DictReader(fh):
            key = (row["turbine"], row["blade"], row["date"])
            insp = by_blade.get(key)
            if insp is None:
                insp = BladeInspection(
                    turbine_id=row["turbine"],
                    blade=row["blade"],
                    inspected_on=dt.date.fromisoformat(row["date"]),
                    inspector=row["inspector"],
                )
                by_blade[key] = insp
            if row["defect"]:
                insp.defects.append(
                    Defect(row["defect"], row["zone"], float(row["length_mm"]), row["photo"])
                )
    return list(by_blade.values())


def trend(previous: BladeInspection, current: BladeInspection) -> float:
    """Change in score between two inspections of the same blade, per 30 days."""
    days = (current.inspected_on - previous.inspected_on).days or 1
    delta = leading_edge_wear(current.defects) - leading_edge_wear(previous.defects)
    return round(delta * 30 / days, 2)


def export_grades(inspections: list[BladeInspection], out: Path) -> int:
    with out.open("w", newline="") as fh:
        writer = csv.writer(fh)
        writer.writerow(["turbine", "blade", "date", "grade", "erosion_score", "worst_zone"])
        for insp in inspections:
            insp.erosion_score = leading_edge_wear(insp.defects)
            writer.writerow([
                insp.turbine_id,
                insp.blade,
                insp.inspected_on.isoformat(),
                grade(insp),
                f"{insp.erosion_score:.2f}",
                insp.worst_zone() or "-",
            ])
    return len(inspections)


def per_turbine(inspections: list[BladeInspection]) -> dict[str, str]:
    """Worst grade per turbine, which is what the crew planner looks at."""
    worst: dict[str, str] = defaultdict(lambda: "A")
    for insp in inspections:
        g = grade(insp)
        if g > worst[insp.turbine_id]:
            worst[insp.turbine_id] = g
    return dict(worst)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("csv", type=Path, help="defect export from the drone vendor")
    parser.add_argument("--out", type=Path, default=Path("grades.csv"))
    parser.add_argument("--queue", action="store_true", help="print the repair queue")
    args = parser.parse_args(argv)

    inspections = load_inspections(args.csv)
    written = export_grades(inspections, args.out)
    print(f"{written} blades graded -> {args.out}")
    for turbine, g in sorted(per_turbine(inspections).items()):
        print(f"  {turbine}: {g}")
    if args.queue:
        for insp in repair_queue(inspections):
            print(f"REPAIR {insp.turbine_id}/{insp.blade} score={insp.erosion_score}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
