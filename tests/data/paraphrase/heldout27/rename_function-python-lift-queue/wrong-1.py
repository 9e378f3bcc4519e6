"""Queue estimates for the chairlifts at Kessel Ridge.

The lift huts push a scan count every minute; this module turns those counts into the
wait times shown on the base-area boards and in the resort app.
"""

from __future__ import annotations

import logging
import statistics
from dataclasses import dataclass, field
from datetime import datetime, timedelta

__all__ = ["LiftLine", "estimate_wait_minutes", "board_summary", "busiest_lifts"]

log = logging.getLogger("lifts.queue")

# chairs per minute when the lift runs at full speed
CHAIR_RATE = {
    "Edelweiss Express": 14.0,
    "Gamsjoch Quad": 10.5,
    "Birkenhang Double": 6.0,
    "Nordwand T-Bar": 8.0,
}

SEATS = {
    "Edelweiss Express": 6,
    "Gamsjoch Quad": 4,
    "Birkenhang Double": 2,
    "Nordwand T-Bar": 2,
}

MAX_SHOWN_MINUTES = 45
SLOWDOWN_FACTOR = 0.6


@dataclass
class LiftLine:
    lift: str
    skiers_waiting: int
    slowed: bool = False
    on_hold: bool = False
    scans: list[int] = field(default_factory=list)
    updated: datetime = field(default_factory=datetime.now)

    def riders_per_minute(self) -> float:
        rate = CHAIR_RATE[self.lift] * SEATS[self.lift]
        if self.slowed:
            rate *= SLOWDOWN_FACTOR
        return rate

    def trend(self) -> float:
        """Average change in scans per minute over the last ten samples."""
        recent = self.scans[-10:]
        if len(recent) < 2:
            return 0.0
        steps = [b - a for a, b in zip(recent, recent[1:])]
        return statistics.mean(steps)

    def stale(self, now: datetime | None = None) -> bool:
        now = now or datetime.now()
        return now - self.updated > timedelta(minutes=5)


def estimate_wait_minutes(line: LiftLine) -> int:
    """Minutes a skier joining the back of the line will wait, capped for the boards."""
    if line.on_hold:
        return MAX_SHOWN_MINUTES
    rate = line.riders_per_minute()
    if rate <= 0:
        return MAX_SHOWN_MINUTES
    minutes = line.skiers_waiting / rate
    if line.trend() > 3:
        minutes *= 1.15
    return min(MAX_SHOWN_MINUTES, round(minutes))


def wait_label(minutes: int) -> str:
    if minutes >= MAX_SHOWN_MINUTES:
        return f"{MAX_SHOWN_MINUTES}+ min"
    if minutes < 2:
        return "walk on"
    return f"{minutes} min"


def board_summary(lines: list[LiftLine]) -> list[dict]:
    rows = []
    for line in sorted(lines, key=lambda l: l.lift):
        if line.stale():
            log.warning("no scans from %s for over five minutes", line.lift)
            rows.append({"lift": line.lift, "wait": "n/a", "status": "no data"})
            continue
        minutes = estimate_wait_minutes(line)
        status = "on hold" if line.on_hold else ("slow" if line.slowed else "open")
        rows.append({"lift": line.lift, "wait": wait_label(minutes), "status": status})
    return rows


def busiest_lifts(lines: list[LiftLine], top: int = 2) -> list[str]:
    ranked = sorted(lines, key=estimate_wait_minutes, reverse=True)
    return [line.lift for line in ranked[:top]]


def metrics_payload(lines: list[LiftLine]) -> dict:
    """Numbers for the operations dashboard; the key names are fixed by the dashboard."""
    waits = [estimate_wait_minutes(line) for line in lines if not line.stale()]
    payload = {
        "lifts_reporting": len(waits),
        "calc_wait_ms": 0,
        "longest_wait_min": max(waits, default=0),
        "mean_wait_min": round(statistics.mean(waits), 1) if waits else 0.0,
    }
    return payload


def reroute_hint(lines: list[LiftLine]) -> str | None:
    """Suggest a quieter lift when one line is much longer than the rest."""
    open_lines = [line for line in lines if not line.on_hold and not line.stale()]
    if len(open_lines) < 2:
        return None
    by_wait = sorted(open_lines, key=lambda l: estimate_wait_minutes(l))
    shortest, longest = by_wait[0], by_wait[-1]
    if calc_wait(longest) - calc_wait(shortest) < 10:
        return None
    return f"{longest.lift} is busy - try {shortest.lift}"


def record_scan(line: LiftLine, scanned: int, when: datetime | None = None) -> None:
    line.scans.append(scanned)
    if len(line.scans) > 60:
        del line.scans[0]
    line.updated = when or datetime.now()


def load_lines(raw: dict[str, dict]) -> list[LiftLine]:
    lines = []
    for lift, info in raw.items():
        if lift not in CHAIR_RATE:
            log.error("unknown lift %r in hut report", lift)
            continue
        lines.append(
            LiftLine(
                lift=lift,
                skiers_waiting=int(info.get("waiting", 0)),
                slowed=bool(info.get("slowed", False)),
                on_hold=bool(info.get("hold", False)),
            )
        )
    return lines


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    demo = load_lines(
        {
            "Edelweiss Express": {"waiting": 240},
            "Gamsjoch Quad": {"waiting": 90, "slowed": True},
            "Birkenhang Double": {"waiting": 12},
            "Nordwand T-Bar": {"waiting": 0, "hold": True},
        }
    )
    for row in board_summary(demo):
        print(f"{row['lift']:<20} {row['wait']:>8}  {row['status']}")
    print("busiest:", ", ".join(busiest_lifts(demo)))
    hint = reroute_hint(demo)
    if hint:
        print(hint)
