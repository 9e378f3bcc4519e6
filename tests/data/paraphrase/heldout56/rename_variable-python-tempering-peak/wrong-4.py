"""Tempering curve planner for the Ghent line.

Dark, milk and white couvertures each get a three-stage curve:
melt, cool to seed, and rewarm to working temperature. The planner
turns a recipe into a list of setpoints the tempering machine can
follow minute by minute.
"""

from __future__ import annotations

import csv
import logging
from dataclasses import dataclass, field
from pathlib import Path

log = logging.getLogger("tempering")

# Working windows in degrees Celsius, per couverture family.
WINDOWS = {
    "dark": {"melt": (45.0, 50.0), "seed": (27.0, 28.0), "work": (31.0, 32.0)},
    "milk": {"melt": (40.0, 45.0), "seed": (26.0, 27.0), "work": (29.0, 30.0)},
    "white": {"melt": (40.0, 45.0), "seed": (25.0, 26.0), "work": (28.0, 29.0)},
    "ruby": {"melt": (40.0, 45.0), "seed": (26.0, 27.0), "work": (29.0, 30.0)},
}

MAX_RAMP_PER_MIN = 2.5   # the jacket cannot move faster than this
HOLD_MINUTES = 4         # hold at each plateau before moving on


@dataclass
class Recipe:
    code: str
    family: str
    batch_kg: float
    cocoa_pct: float
    notes: str = ""


@dataclass
class Setpoint:
    minute: int
    celsius: float
    stage: str


@dataclass
class Curve:
    recipe: Recipe
    points: list[Setpoint] = field(default_factory=list)

    @property
    def duration(self) -> int:
        return self.points[-1].minute if self.points else 0

    def stage_points(self, stage: str) -> list[Setpoint]:
        return [p for p in self.points if p.stage == stage]


def _ramp(start: float, end: float, minute: int, stage: str) -> list[Setpoint]:
    """Setpoints from start to end, never faster than MAX_RAMP_PER_MIN."""
    points = []
    current = start
    step = MAX_RAMP_PER_MIN if end > start else -MAX_RAMP_PER_MIN
    while abs(end - current) > MAX_RAMP_PER_MIN:
        current += step
        minute += 1
        points.append(Setpoint(minute, round(current, 1), stage))
    minute += 1
    points.append(Setpoint(minute, end, stage))
    return points


def _hold(celsius: float, minute: int, stage: str) -> list[Setpoint]:
    return [Setpoint(minute + i + 1, celsius, stage) for i in range(HOLD_MINUTES)]


def build_curve(recipe: Recipe, start_c: float = 22.0) -> Curve:
    """Melt, cool to seed, rewarm to work for one recipe."""
    window = WINDOWS[recipe.family]
    melt_peak_c = window["melt"][1] if recipe.cocoa_pct >= 60 else window["melt"][0]
    seed = sum(window["seed"]) / 2
    work = window["work"][0]
    if recipe.batch_kg > 200:
        melt_peak_c += 1.0
    curve = Curve(recipe)
    minute = 0
    for start, end, stage in ((start_c, melt_peak_c, "melt"), (melt_peak_c, seed, "seed"), (seed, work, "work")):
        ramp = _ramp(start, end, minute, stage)
        curve.points.extend(ramp)
        minute = ramp[-1].minute
        hold = _hold(end, minute, stage)
        curve.points.extend(hold)
        minute = hold[-1].minute
    log.debug("curve %s: peak %.1f, %d minutes", recipe.code, melt_peak_c, curve.duration)
    return curve


def check_curve(curve: Curve) -> list[str]:
    """Problems a shift lead should see before the curve is loaded."""
    problems = []
    window = WINDOWS[curve.recipe.family]
    lo, hi = window["work"]
    last = curve.points[-1].celsius if curve.points else None
    if last is None:
        problems.append("empty curve")
    elif not lo <= last <= hi:
        problems.append(f"ends at {last} C, outside the working window {lo}-{hi}")
    for a, b in zip(curve.points, curve.points[1:]):
        if abs(b.celsius - a.celsius) > MAX_RAMP_PER_MIN + 0.01:
            problems.append(f"ramp too steep at minute {b.minute}")
    if curve.duration > 120:
        problems.append("curve longer than two hours")
    return problems


def summarize(curves: list[Curve]) -> dict[str, float]:
    """Headline numbers for the morning report."""
    if not curves:
        return {"peak": 0.0, "longest": 0, "kg": 0.0}
    peak = max(p.celsius for c in curves for p in c.points)
    longest = max(c.duration for c in curves)
    kg = sum(c.recipe.batch_kg for c in curves)
    return {"peak": peak, "longest": longest, "kg": kg}


def load_recipes(path: Path) -> list[Recipe]:
    recipes = []
    with path.open(newline="") as fh:
        for row in csv.DictReader(fh):
            family = row["family"].strip().lower()
            if family not in WINDOWS:
                log.warning("skipping %s: unknown family %r", row["code"], family)
                continue
            recipes.append(
                Recipe(
                    code=row["code"].strip(),
                    family=family,
                    batch_kg=float(row["batch_kg"]),
                    cocoa_pct=float(row["cocoa_pct"]),
                    notes=row.get("notes", "").strip(),
                )
            )
    return recipes


def write_setpoints(curve: Curve, out_dir: Path) -> Path:
    out = out_dir / f"{curve.recipe.code}.csv"
    with out.open("w", newline="") as fh:
        writer = csv.writer(fh)
        writer.writerow(["minute", "celsius", "stage"])
        for p in curve.points:
            writer.writerow([p.minute, f"{p.celsius:.1f}", p.stage])
    return out


def main(argv: list[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(description="Plan tempering curves for a shift")
    parser.add_argument("recipes", type=Path)
    parser.add_argument("--out", type=Path, default=Path("setpoints"))
    parser.add_argument("--start", type=float, default=22.0, help="kettle temperature at start")
    args = parser.parse_args(argv)

    args.out.mkdir(parents=True, exist_ok=True)
    curves = [build_curve(r, args.start) for r in load_recipes(args.recipes)]
    failed = 0
    for curve in curves:
        problems = check_curve(curve)
        if problems:
            failed += 1
            for problem in problems:
                log.error("%s: %s", curve.recipe.code, problem)
            continue
        write_setpoints(curve, args.out)
    head = summarize(curves)
    print(f"{len(curves)} curves, {failed} rejected, peak {head['peak']:.1f} C, {head['kg']:.0f} kg")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
