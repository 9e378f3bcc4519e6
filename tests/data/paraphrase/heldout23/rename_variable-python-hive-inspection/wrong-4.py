"""Hive inspection records for the Larchmoor apiary.

Each inspection is one JSON line exported from the field tablet (one line per
hive visit). This module turns them into the weekly brood summary that the
apiary manager reads on Monday mornings.
"""

from __future__ import annotations

import json
import statistics
from dataclasses import dataclass, field
from datetime import date, timedelta
from pathlib import Path

FRAMES_PER_BROOD_BOX = 10
# a frame with fewer capped cells than this is not counted as "good brood"
MIN_CAPPED_CELLS = 1200
TEMPER_SCALE = {"calm": 1, "nervous": 2, "runny": 3, "defensive": 4}


@dataclass
class HiveVisit:
    hive_id: str
    visited: date
    inspector: str
    frames: list[dict] = field(default_factory=list)
    temper: str = "calm"
    queen_seen: bool = False
    eggs_seen: bool = False
    notes: str = ""

    @property
    def temper_score(self) -> int:
        return TEMPER_SCALE.get(self.temper, 0)


def load_visits(path: Path) -> list[HiveVisit]:
    visits = []
    with path.open(encoding="utf-8") as fh:
        for line_no, line in enumerate(fh, start=1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            try:
                raw = json.loads(line)
            except json.JSONDecodeError as exc:
                raise ValueError(f"{path}:{line_no}: bad inspection line: {exc}") from exc
            visits.append(
                HiveVisit(
                    hive_id=raw["hive"],
                    visited=date.fromisoformat(raw["date"]),
                    inspector=raw.get("inspector", "unknown"),
                    frames=raw.get("frames", []),
                    temper=raw.get("temper", "calm"),
                    queen_seen=bool(raw.get("queen_seen")),
                    eggs_seen=bool(raw.get("eggs_seen")),
                    notes=raw.get("notes", ""),
                )
            )
    return visits


def score_frame(frame: dict) -> float:
    """Score one frame between 0 and 1 from its capped and open brood."""
    capped = frame.get("capped_cells", 0)
    open_cells = frame.get("open_cells", 0)
    if capped + open_cells == 0:
        return 0.0
    # open brood counts half: some of it may still fail to cap
    return min(1.0, (capped + 0.5 * open_cells) / (2 * MIN_CAPPED_CELLS))


def summarize_brood(visit: HiveVisit) -> dict:
    """Brood totals for one visit, as shown in the weekly table."""
    capped_total = 0
    uncapped_cells = 0
    good_frames = 0
    for frame in visit.frames:
        capped_total += frame.get("capped_cells", 0)
        uncapped_cells += frame.get("open_cells", 0)
        if frame.get("capped_cells", 0) > MIN_CAPPED_CELLS:
            good_frames += 1
    ratio = uncapped_cells / capped_total if capped_total else 0.0
    return {
        "hive": visit.hive_id,
        "capped": capped_total,
        "open": uncapped_cells,
        "good_frames": good_frames,
        "open_ratio": round(ratio, 2),
        "laying": visit.eggs_seen or uncapped_cells > 0,
    }


def queenless_suspects(visits: list[HiveVisit], weeks: int = 2) -> list[str]:
    """Hives where neither the queen nor eggs were seen on the last `weeks` visits."""
    by_hive: dict[str, list[HiveVisit]] = {}
    for visit in sorted(visits, key=lambda v: v.visited):
        by_hive.setdefault(visit.hive_id, []).append(visit)
    suspects = []
    for hive_id, hive_visits in by_hive.items():
        recent = hive_visits[-weeks:]
        if len(recent) < weeks:
            continue
        if not any(v.queen_seen or v.eggs_seen for v in recent):
            suspects.append(hive_id)
    return suspects


def temper_trend(visits: list[HiveVisit], hive_id: str) -> float | None:
    """Mean temper score of a hive over its visits, or None if never visited."""
    scores = [v.temper_score for v in visits if v.hive_id == hive_id]
    if not scores:
        return None
    return statistics.fmean(scores)


def week_of(day: date) -> date:
    """Monday of the week that `day` falls in."""
    return day - timedelta(days=day.weekday())


def weekly_table(visits: list[HiveVisit], monday: date) -> list[dict]:
    rows = []
    for visit in visits:
        if week_of(visit.visited) != monday:
            continue
        row = summarize_brood(visit)
        row["inspector"] = visit.inspector
        row["temper"] = visit.temper
        row["frame_score"] = round(
            sum(score_frame(f) for f in visit.frames) / FRAMES_PER_BROOD_BOX, 2
        )
        rows.append(row)
    rows.sort(key=lambda r: r["hive"])
    return rows


def render_table(rows: list[dict]) -> str:
    header = f"{'hive':<8}{'capped':>8}{'open':>7}{'good':>6}{'score':>7}  inspector"
    lines = [header, "-" * len(header)]
    for row in rows:
        flag = "" if row["laying"] else "  (no brood!)"
        lines.append(
            f"{row['hive']:<8}{row['capped']:>8}{row['open']:>7}{row['good_frames']:>6}"
            f"{row['frame_score']:>7.2f}  {row['inspector']}{flag}"
        )
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print("usage: inspection.py VISITS.jsonl YYYY-MM-DD")
        return 2
    visits = load_visits(Path(argv[0]))
    monday = week_of(date.fromisoformat(argv[1]))
    print(f"Brood summary, week of {monday:%d %B %Y}")
    print(render_table(weekly_table(visits, monday)))
    suspects = queenless_suspects(visits)
    if suspects:
        print("\nPossibly queenless: " + ", ".join(suspects))
    return 0


if __name__ == "__main__":
    import sys

    raise SystemExit(main(sys.argv[1:]))
