"""Hive inspection records for the Linden Hollow Beekeepers' Cooperative.

Inspectors fill in a paper sheet per colony; the sheets are typed up into CSV
and loaded here, scored, and summarised for the monthly apiary meeting.
"""

from __future__ import annotations

import csv
import logging
from dataclasses import dataclass, field
from datetime import date, datetime
from pathlib import Path
from statistics import mean

log = logging.getLogger(__name__)

TEMPERAMENT_SCALE = {"calm": 1, "nervous": 2, "runny": 3, "defensive": 4}
MIN_FRAMES_FOR_SPLIT = 8
VARROA_ALERT_PER_100 = 3.0


@dataclass
class FrameCount:
    brood: int
    honey: int
    pollen: int
    empty: int

    @property
    def total(self) -> int:
        return self.brood + self.honey + self.pollen + self.empty


@dataclass
class Inspection:
    hive_id: str
    apiary: str
    inspected_on: date
    inspector: str
    frames: FrameCount
    queen_seen: bool
    eggs_seen: bool
    capped_cells: int
    open_cells: int
    temperament: str
    mite_count: int | None = None
    sample_bees: int = 300
    notes: str = ""
    tags: list[str] = field(default_factory=list)


def parse_row(row: dict[str, str]) -> Inspection:
    frames = FrameCount(
        brood=int(row["brood_frames"]),
        honey=int(row["honey_frames"]),
        pollen=int(row.get("pollen_frames") or 0),
        empty=int(row.get("empty_frames") or 0),
    )
    mites = row.get("mite_count")
    return Inspection(
        hive_id=row["hive"].strip().upper(),
        apiary=row["apiary"].strip(),
        inspected_on=datetime.strptime(row["date"], "%Y-%m-%d").date(),
        inspector=row["inspector"].strip(),
        frames=frames,
        queen_seen=row["queen_seen"].lower() in ("y", "yes", "1"),
        eggs_seen=row["eggs_seen"].lower() in ("y", "yes", "1"),
        capped_cells=int(row["capped_cells"]),
        open_cells=int(row["open_cells"]),
        temperament=row.get("temperament", "calm").strip().lower(),
        mite_count=int(mites) if mites else None,
        notes=row.get("notes", ""),
    )


def load_sheet(path: Path) -> list[Inspection]:
    with path.open(newline="") as fh:
        reader = csv.DictReader(fh)
        records = [parse_row(r) for r in reader]
    log.info("loaded %d inspections from %s", len(records), path.name)
    return records


def score_brood_pattern(insp: Inspection) -> float:
    """Return 0..1: how solid the brood is.

    A laying queen in a healthy colony gives a tight pattern with few gaps, so
    the ratio of capped to all brood cells is a fair proxy.
    """
    total = insp.capped_cells + insp.open_cells
    if total == 0:
        return 0.0
    return round(insp.capped_cells / total, 3)


def score_brood_pattern_legacy(capped: int, open_: int) -> float:
    # the 2019 sheet formula, kept so old reports can be reproduced
    if open_ == 0:
        return 1.0
    return min(1.0, capped / (open_ * 4))


def mite_load(insp: Inspection) -> float | None:
    if insp.mite_count is None:
        return None
    return 100.0 * insp.mite_count / insp.sample_bees


def queen_status(insp: Inspection) -> str:
    if insp.queen_seen and insp.eggs_seen:
        return "queenright"
    if insp.eggs_seen:
        return "eggs, queen not seen"
    if insp.frames.brood == 0:
        return "possibly queenless"
    return "unclear"


def needs_attention(insp: Inspection) -> list[str]:
    reasons = []
    load = mite_load(insp)
    if load is not None and load >= VARROA_ALERT_PER_100:
        reasons.append(f"varroa {load:.1f}/100")
    if score_brood_pattern(insp) < 0.6:
        reasons.append("spotty brood")
    if queen_status(insp) == "possibly queenless":
        reasons.append("check for queen")
    if TEMPERAMENT_SCALE.get(insp.temperament, 0) >= 3:
        reasons.append(f"temperament: {insp.temperament}")
    return reasons


def ready_to_split(insp: Inspection) -> bool:
    # score_brood_pattern is a ratio, so 0.8 means four capped cells in five
    return (
        insp.frames.total >= MIN_FRAMES_FOR_SPLIT
        and insp.frames.brood >= 5
        and score_brood_pattern(insp) >= 0.8
        and queen_status(insp) == "queenright"
    )


@dataclass
class ApiarySummary:
    apiary: str
    hives: int
    mean_brood_score: float
    mean_mite_load: float | None
    flagged: dict[str, list[str]]
    splittable: list[str]


def summarise(records: list[Inspection]) -> list[ApiarySummary]:
    by_apiary: dict[str, list[Inspection]] = {}
    for insp in records:
        by_apiary.setdefault(insp.apiary, []).append(insp)

    out = []
    for apiary, group in sorted(by_apiary.items()):
        # latest inspection per hive only; earlier sheets in the month are history
        latest: dict[str, Inspection] = {}
        for insp in sorted(group, key=lambda i: i.inspected_on):
            latest[insp.hive_id] = insp
        hives = list(latest.values())
        loads = [m for m in (mite_load(h) for h in hives) if m is not None]
        out.append(
            ApiarySummary(
                apiary=apiary,
                hives=len(hives),
                mean_brood_score=round(mean(score_brood_pattern(h) for h in hives), 2),
                mean_mite_load=round(mean(loads), 2) if loads else None,
                flagged={h.hive_id: r for h in hives if (r := needs_attention(h))},
                splittable=[h.hive_id for h in hives if ready_to_split(h)],
            )
        )
    return out


def format_summary(summaries: list[ApiarySummary]) -> str:
    lines = []
    for s in summaries:
        mites = "n/a" if s.mean_mite_load is None else f"{s.mean_mite_load:.1f}"
        lines.append(f"{s.apiary}: {s.hives} hives, brood {s.mean_brood_score:.2f}, mites {mites}")
        for hive, reasons in sorted(s.flagged.items()):
            lines.append(f"  ! {hive}: {', '.join(reasons)}")
        if s.splittable:
            lines.append(f"  split candidates: {', '.join(s.splittable)}")
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")
    if len(argv) != 2:
        print("usage: inspections.py SHEET.csv")
        return 2
    records = load_sheet(Path(argv[1]))
    print(format_summary(summarise(records)))
    return 0


if __name__ == "__main__":
    import sys

    raise SystemExit(main(sys.argv))
