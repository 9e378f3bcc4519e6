"""Wind limits for the Kestrel Point sailing school.

Each boat class has a sustained-wind and a gust limit (knots). Instructors may
tighten a limit for a session but never loosen it. Forecasts come from the
harbour anemometer feed as (minute, sustained_kn, gust_kn) samples.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from statistics import mean

BEAUFORT_EDGES = [1, 4, 7, 11, 17, 22, 28, 34, 41, 48, 56, 64]


@dataclass(frozen=True)
class ClassLimit:
    boat_class: str
    sustained_kn: float
    gust_kn: float
    min_crew: int = 1


LIMITS = {
    "Topper": ClassLimit("Topper", 14, 18),
    "RS Feva": ClassLimit("RS Feva", 16, 20, min_crew=2),
    "Laser Pico": ClassLimit("Laser Pico", 15, 19),
    "Wayfarer": ClassLimit("Wayfarer", 18, 24, min_crew=2),
    "Hobie 16": ClassLimit("Hobie 16", 20, 26, min_crew=2),
}


@dataclass
class Session:
    day: date
    slot: str
    boat_class: str
    instructor: str
    crew_on_water: int
    tightened_gust_kn: float | None = None
    notes: list[str] = field(default_factory=list)


def beaufort(knots: float) -> int:
    """Beaufort force for a wind speed in knots."""
    for force, edge in enumerate(BEAUFORT_EDGES):
        if knots < edge:
            return force
    return 12


def effective_limit(session: Session) -> ClassLimit:
    base = LIMITS[session.boat_class]
    if session.tightened_gust_kn is None:
        return base
    gust = min(base.gust_kn, session.tightened_gust_kn)
    return ClassLimit(base.boat_class, base.sustained_kn, gust, base.min_crew)


def window(samples, start_minute: int, length: int = 90):
    """Samples falling inside a session window."""
    end = start_minute + length
    return [s for s in samples if start_minute <= s[0] < end]


def assess_session(session: Session, samples, start_minute: int) -> dict:
    """Decide whether a session can go ahead.

    The margin is how far (in knots) the worst forecast gust sits below the
    class gust limit; a negative margin means the session is off.
    """
    limit = effective_limit(session)
    inside = window(samples, start_minute)
    if not inside:
        return {"go": False, "reason": "no forecast for slot", "margin": None}
    worst_gust = max(s[2] for s in inside)
    avg_sustained = mean(s[1] for s in inside)
    gust_headroom = limit.gust_kn - worst_gust
    if session.crew_on_water < limit.min_crew:
        return {"go": False, "reason": "crew below minimum", "margin": gust_headroom}
    if avg_sustained > limit.sustained_kn:
        return {"go": False, "reason": "sustained wind over limit", "margin": gust_headroom}
    if gust_headroom < 0:
        return {"go": False, "reason": f"gusts {-gust_headroom:.1f} kn over limit", "margin": gust_headroom}
    if gust_headroom < 2:
        session.notes.append("marginal: rescue boat crewed and on standby")
    return {"go": True, "reason": f"force {beaufort(avg_sustained)}", "margin": gust_headroom}


def rescue_cover(sessions: list[Session], samples, start_minute: int) -> int:
    """Rescue boats needed: one per three boats, plus one if any session is marginal."""
    boats = sum(s.crew_on_water for s in sessions)
    needed = (boats + 2) // 3
    for s in sessions:
        gust_headroom = effective_limit(s).gust_kn - max(
            (smp[2] for smp in window(samples, start_minute)), default=0
        )
        if gust_headroom < 2:
            needed += 1
            break
    return needed


def daily_board(sessions: list[Session], samples, slot_starts: dict[str, int]) -> list[str]:
    """Lines for the whiteboard by the slipway."""
    lines = []
    for s in sorted(sessions, key=lambda x: (x.slot, x.boat_class)):
        verdict = assess_session(s, samples, slot_starts[s.slot])
        flag = "GO" if verdict["go"] else "OFF"
        lines.append(f"{s.slot:<6} {s.boat_class:<11} {s.instructor:<10} {flag:<3} {verdict['reason']}")
    return lines


def parse_feed(raw: str):
    """Parse the anemometer CSV: minute,sustained,gust per line; '#' lines are comments."""
    samples = []
    for line in raw.splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        minute, sustained, gust = line.split(",")
        samples.append((int(minute), float(sustained), float(gust)))
    return samples



def cancelled_share(verdicts: list[dict]) -> float:
    """Fraction of sessions called off, for the end-of-season report."""
    if not verdicts:
        return 0.0
    off = sum(1 for v in verdicts if not v["go"])
    return round(off / len(verdicts), 3)


def worst_hour(samples) -> tuple[int, float] | None:
    """The sample minute with the strongest gust, or None for an empty feed."""
    if not samples:
        return None
    minute, _sustained, gust = max(samples, key=lambda s: s[2])
    return minute, gust


if __name__ == "__main__":
    feed = """# harbour mast, 2026-06-14
540,11,15
570,12,17
600,13,19
630,14,21
660,12,18
"""
    today = [
        Session(date(2026, 6, 14), "09:00", "Topper", "Maren", 6),
        Session(date(2026, 6, 14), "09:00", "Wayfarer", "Oskar", 4, tightened_gust_kn=20),
        Session(date(2026, 6, 14), "10:30", "Hobie 16", "Maren", 2),
    ]
    for row in daily_board(today, parse_feed(feed), {"09:00": 540, "10:30": 630}):
        print(row)
