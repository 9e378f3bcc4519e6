"""Race mode's timing: two runs recorded one after the other, shown side by side at their
measured speed.

The runs happen one after the other on the same model (running both at once on one device
would slow both unevenly), each event stamped with the milliseconds since its own call
began. Plain decoding runs first, live in its lane; then prompt lookup runs live while
plain's lane replays its recording from the moment lookup started, so the two lanes move on
one clock. A replay releases each event when the replay clock passes its stamp, so a lane
shows exactly as fast as it really was. The interference goes against lookup: its live run
shares the CPU with the replay's repaints, plain's ran alone. Pure logic, no Textual."""

from __future__ import annotations

from dataclasses import dataclass, field

from ...engine.events import Done, Event

METHOD = "plain runs first, alone; then lookup runs live beside plain's replay"
LIVE, RAN_LIVE, REPLAYED = "● live", "ran live", "▶ replay at measured pace"  # what a lane's head says it is


@dataclass
class Recording:
    events: list[tuple[float, Event]] = field(default_factory=list)

    def add(self, t_ms: float, event: Event) -> None:
        self.events.append((t_ms, event))

    @property
    def done(self) -> Done | None:
        last = self.events[-1][1] if self.events else None
        return last if isinstance(last, Done) else None

    @property
    def total_ms(self) -> float:
        """The run's measured wall time: the stamp of its last event."""
        return self.events[-1][0] if self.events else 0.0


class Replay:
    def __init__(self, recordings: dict[str, Recording], speed: float = 1.0) -> None:
        self.recordings, self.speed = recordings, speed
        self.cursor = {lane: 0 for lane in recordings}

    def due(self, elapsed_ms: float) -> dict[str, list[tuple[float, Event]]]:
        """Events whose stamps the replay clock (elapsed_ms of real time) has now passed."""
        t = elapsed_ms * self.speed
        out = {}
        for lane, rec in self.recordings.items():
            i = start = self.cursor[lane]
            while i < len(rec.events) and rec.events[i][0] <= t:
                i += 1
            self.cursor[lane] = i
            out[lane] = rec.events[start:i]
        return out

    def clock(self, lane: str, elapsed_ms: float) -> float:
        """The lane's own clock: it stops when its run finished."""
        return min(elapsed_ms * self.speed, self.recordings[lane].total_ms)

    def finished(self, lane: str | None = None) -> bool:
        lanes = [lane] if lane else list(self.recordings)
        return all(self.cursor[n] >= len(self.recordings[n].events) for n in lanes)

    @property
    def duration_ms(self) -> float:
        return max((r.total_ms for r in self.recordings.values()), default=0.0) / self.speed


def speedup(plain: Recording | Done, lookup: Recording | Done) -> float | None:
    """How many times faster prompt lookup made the same request: the ratio of measured
    wall times when both made the same number of tokens, else of tokens per second.
    A Recording is timed by its own stamps (what the race clocks show), a Done by its
    summary (prefill + decode)."""
    p, q = _timing(plain), _timing(lookup)
    if p is None or q is None:
        return None
    (pt, pn), (qt, qn) = p, q
    if pt <= 0 or qt <= 0 or pn == 0 or qn == 0:
        return None
    return pt / qt if pn == qn else (qn / qt) / (pn / pt)


def _timing(x: Recording | Done) -> tuple[float, int] | None:
    done = x.done if isinstance(x, Recording) else x
    if done is None:
        return None
    ms = x.total_ms if isinstance(x, Recording) else done.summary.total_ms
    return ms, done.summary.tokens
