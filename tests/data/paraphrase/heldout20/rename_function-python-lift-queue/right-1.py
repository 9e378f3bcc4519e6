"""Queue monitoring for the chairlifts at Hollerhorn.

Gate scanners push a count of skiers in each maze every 30 seconds; this module
turns those counts into the wait times shown on the base-area boards and in the
app, and raises an alert when a lift backs up.
"""
from __future__ import annotations

import logging
import statistics
from dataclasses import dataclass, field
from datetime import datetime, timedelta

log = logging.getLogger("hollerhorn.lifts.queue")

# chairs leaving the bottom terminal per minute at full speed
CHAIRS_PER_MINUTE = {
    "Gamsbahn": 11.0,
    "Edelweiss Express": 9.5,
    "Talstation Quad": 12.0,
    "Nordhang Double": 7.5,
}

# seats per chair
SEATS = {
    "Gamsbahn": 6,
    "Edelweiss Express": 4,
    "Talstation Quad": 4,
    "Nordhang Double": 2,
}

ALERT_MINUTES = 15
BOARD_CAP_MINUTES = 45
HISTORY_WINDOW = timedelta(minutes=20)


@dataclass
class MazeReading:
    lift: str
    taken_at: datetime
    skiers: int
    speed_pct: float = 100.0  # operators slow the lift for loading issues
    singles_line: int = 0


@dataclass
class LiftState:
    lift: str
    readings: list[MazeReading] = field(default_factory=list)
    stopped: bool = False
    last_alert: datetime | None = None

    def add(self, reading: MazeReading) -> None:
        self.readings.append(reading)
        cutoff = reading.taken_at - HISTORY_WINDOW
        self.readings = [r for r in self.readings if r.taken_at >= cutoff]

    @property
    def latest(self) -> MazeReading | None:
        return self.readings[-1] if self.readings else None


def load_rate(lift: str, speed_pct: float) -> float:
    """Skiers loaded per minute at the given speed."""
    chairs = CHAIRS_PER_MINUTE[lift] * speed_pct / 100.0
    # the singles line fills roughly one seat in eight that would go empty
    return chairs * SEATS[lift] * 0.92


def estimate_wait_minutes(reading: MazeReading) -> float:
    """Minutes a skier joining the back of the maze now will wait."""
    if reading.speed_pct <= 0:
        return float("inf")
    rate = load_rate(reading.lift, reading.speed_pct)
    waiting = reading.skiers - reading.singles_line * 0.5
    return max(waiting, 0) / rate


def est_wait_trend(state: LiftState) -> float:
    """Change in the estimated wait, in minutes per 10 minutes, over the window."""
    if len(state.readings) < 3:
        return 0.0
    first, last = state.readings[0], state.readings[-1]
    span = (last.taken_at - first.taken_at).total_seconds() / 600
    if span <= 0:
        return 0.0
    return (estimate_wait_minutes(last) - estimate_wait_minutes(first)) / span


def smoothed_wait(state: LiftState) -> float:
    """Median of the last five estimates, so one bad scan does not jump the board."""
    recent = state.readings[-5:]
    if not recent:
        return 0.0
    return statistics.median(estimate_wait_minutes(r) for r in recent)


def board_text(state: LiftState) -> str:
    if state.stopped:
        return "CLOSED"
    minutes = smoothed_wait(state)
    if minutes < 1:
        return "no wait"
    if minutes >= BOARD_CAP_MINUTES:
        return f"{BOARD_CAP_MINUTES}+ min"
    return f"{round(minutes)} min"


def should_alert(state: LiftState, now: datetime) -> bool:
    latest = state.latest
    if latest is None or state.stopped:
        return False
    if state.last_alert and now - state.last_alert < timedelta(minutes=10):
        return False
    return estimate_wait_minutes(latest) >= ALERT_MINUTES and est_wait_trend(state) > 0


def metrics(state: LiftState) -> dict[str, float]:
    """Numbers pushed to the ops dashboard; the keys are fixed by the dashboard."""
    latest = state.latest
    if latest is None:
        return {}
    return {
        "skiers": float(latest.skiers),
        "speed_pct": latest.speed_pct,
        "est_wait": round(estimate_wait_minutes(latest), 1),
        "trend": round(est_wait_trend(state), 2),
        "board": min(smoothed_wait(state), BOARD_CAP_MINUTES),
    }


class QueueMonitor:
    def __init__(self, lifts: list[str]):
        unknown = [name for name in lifts if name not in CHAIRS_PER_MINUTE]
        if unknown:
            raise ValueError(f"no lift data for {', '.join(unknown)}")
        self.states = {name: LiftState(name) for name in lifts}

    def push(self, reading: MazeReading) -> None:
        state = self.states[reading.lift]
        state.add(reading)
        if should_alert(state, reading.taken_at):
            state.last_alert = reading.taken_at
            log.warning("%s backing up: %.0f min (est_wait), %d in maze",
                        reading.lift, estimate_wait_minutes(reading), reading.skiers)

    def set_stopped(self, lift: str, stopped: bool) -> None:
        self.states[lift].stopped = stopped
        log.info("%s %s", lift, "stopped" if stopped else "running")

    def boards(self) -> dict[str, str]:
        return {name: board_text(state) for name, state in self.states.items()}

    def busiest(self) -> str | None:
        running = [s for s in self.states.values() if not s.stopped and s.latest]
        if not running:
            return None
        return max(running, key=lambda s: estimate_wait_minutes(s.latest)).lift

    def snapshot(self) -> dict[str, dict[str, float]]:
        return {name: metrics(state) for name, state in self.states.items()}


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    mon = QueueMonitor(list(CHAIRS_PER_MINUTE))
    t0 = datetime(2026, 1, 17, 9, 0)
    for i, skiers in enumerate([40, 85, 160, 240, 310, 395]):
        mon.push(MazeReading("Gamsbahn", t0 + timedelta(minutes=2 * i), skiers, singles_line=12))
    print(mon.boards())
    print(mon.busiest())
