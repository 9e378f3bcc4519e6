"""Harvest pick planning for the estate blocks.

Samples come in from the field crew's refractometers and titration kits every
morning during veraison. This module turns them into a ranked pick list for
the cellar master and writes the CSV that the crew leads print out.
"""

from __future__ import annotations

import csv
import statistics
from dataclasses import dataclass, field
from datetime import date, timedelta
from pathlib import Path

# Target window per variety: (min brix, max brix, max titratable acidity g/L)
TARGETS = {
    "pinot_noir": (22.5, 24.5, 7.5),
    "chardonnay": (21.5, 23.5, 8.0),
    "syrah": (23.5, 26.0, 6.8),
    "riesling": (19.0, 22.0, 9.5),
}

CREW_CAPACITY_TONS = 14.0
FORECAST_RAIN_PENALTY = 0.15


@dataclass
class BerrySample:
    block_id: str
    variety: str
    taken_on: date
    brix: float
    ta: float  # titratable acidity, g/L
    ph: float
    seed_browning: int  # 0-4 scale from the tasting sheet


@dataclass
class Block:
    block_id: str
    variety: str
    acres: float
    est_tons_per_acre: float
    samples: list[BerrySample] = field(default_factory=list)

    @property
    def est_tons(self) -> float:
        return round(self.acres * self.est_tons_per_acre, 1)

    def latest(self) -> BerrySample | None:
        if not self.samples:
            return None
        return max(self.samples, key=lambda s: s.taken_on)


def maturity_index(sample: BerrySample) -> float:
    """0.0 (far from ready) .. 1.0 (in the middle of the target window)."""
    lo, hi, max_ta = TARGETS[sample.variety]
    mid = (lo + hi) / 2
    sugar = max(0.0, 1.0 - abs(sample.brix - mid) / (hi - lo))
    acid = 1.0 if sample.ta <= max_ta else max(0.0, 1.0 - (sample.ta - max_ta) / 3)
    seeds = sample.seed_browning / 4
    return round(0.5 * sugar + 0.3 * acid + 0.2 * seeds, 3)


def maturity_trend(block: Block, days: int = 7) -> float:
    """Brix gained per day over the last `days` days (0.0 if too few samples)."""
    cutoff = max(s.taken_on for s in block.samples) - timedelta(days=days)
    recent = sorted((s for s in block.samples if s.taken_on >= cutoff), key=lambda s: s.taken_on)
    if len(recent) < 2:
        return 0.0
    span = (recent[-1].taken_on - recent[0].taken_on).days or 1
    return round((recent[-1].brix - recent[0].brix) / span, 2)


def ready_blocks(blocks: list[Block], threshold: float = 0.72) -> list[Block]:
    out = []
    for block in blocks:
        sample = block.latest()
        if sample is None:
            continue
        if maturity_index(sample) >= threshold:
            out.append(block)
    return out


def pick_order(blocks: list[Block], rain_expected: bool = False) -> list[tuple[Block, float]]:
    """Rank the ready blocks; thin-skinned varieties go first if rain is coming."""
    ranked = []
    for block in ready_blocks(blocks):
        score = maturity_index(block.latest())
        if rain_expected and block.variety in ("pinot_noir", "riesling"):
            score += FORECAST_RAIN_PENALTY
        ranked.append((block, round(score, 3)))
    ranked.sort(key=lambda pair: pair[1], reverse=True)
    return ranked


def schedule(ranked: list[tuple[Block, float]], start: date) -> dict[date, list[str]]:
    """Fill each pick day up to the crew's capacity."""
    days: dict[date, list[str]] = {}
    day = start
    load = 0.0
    for block, _score in ranked:
        if load + block.est_tons > CREW_CAPACITY_TONS and days.get(day):
            day += timedelta(days=1)
            load = 0.0
        days.setdefault(day, []).append(block.block_id)
        load += block.est_tons
    return days


def variety_summary(blocks: list[Block]) -> dict[str, float]:
    by_variety: dict[str, list[float]] = {}
    for block in blocks:
        sample = block.latest()
        if sample is not None:
            by_variety.setdefault(block.variety, []).append(sample.brix)
    return {v: round(statistics.mean(b), 1) for v, b in by_variety.items()}


def write_pick_sheet(ranked: list[tuple[Block, float]], plan: dict[date, list[str]], path: Path) -> int:
    """Write the crew leads' sheet. Column names are what the cellar app imports."""
    day_of = {block_id: d for d, ids in plan.items() for block_id in ids}
    with path.open("w", newline="") as fh:
        writer = csv.DictWriter(fh, fieldnames=["block_id", "variety", "pick_day", "est_tons", "ripeness_score"])
        writer.writeheader()
        for block, score in ranked:
            writer.writerow({
                "block_id": block.block_id,
                "variety": block.variety,
                "pick_day": day_of[block.block_id].isoformat(),
                "est_tons": block.est_tons,
                "ripeness_score": score,
            })
    return len(ranked)


def lagging_blocks(blocks: list[Block], min_gain: float = 0.2) -> list[str]:
    """Blocks whose sugar has stalled; the vineyard manager walks these first."""
    stalled = []
    for block in blocks:
        if len(block.samples) < 2:
            continue
        if maturity_trend(block) < min_gain and maturity_index(block.latest()) < 0.5:
            stalled.append(block.block_id)
    return stalled


def main(blocks: list[Block], out: Path, rain_expected: bool = False) -> None:
    ranked = pick_order(blocks, rain_expected=rain_expected)
    plan = schedule(ranked, date.today() + timedelta(days=1))
    written = write_pick_sheet(ranked, plan, out)
    print(f"{written} blocks on the pick sheet, {len(plan)} pick days")
    for block_id in lagging_blocks(blocks):
        print(f"  stalled: {block_id}")
