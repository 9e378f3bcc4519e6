"""Transmitter telemetry for KVRC 91.7 FM.

The exciter and the power amplifier report through a small serial bridge every
few seconds. This module turns the raw frames into readings, keeps a short
history, and decides when the engineer on call needs to be paged.
"""
from __future__ import annotations

import logging
import statistics
import time
from collections import deque
from dataclasses import dataclass
from typing import Callable, Deque, Optional

logger = logging.getLogger(__name__)

VSWR_LIMIT = 1.5
PA_TEMP_LIMIT_C = 62.0
FORWARD_NOMINAL_W = 2400.0
FORWARD_FLOOR_PCT = 80.0
HISTORY_LEN = 120


class FrameError(ValueError):
    """A frame from the serial bridge could not be parsed."""


@dataclass(frozen=True)
class Reading:
    taken_at: float
    forward_w: float
    reflected_w: float
    pa_temp_c: float
    mains_v: float

    @property
    def vswr(self) -> float:
        if self.forward_w <= 0:
            return float("inf")
        rho = (self.reflected_w / self.forward_w) ** 0.5
        if rho >= 1:
            return float("inf")
        return (1 + rho) / (1 - rho)


def parse_frame(frame: bytes, now: Optional[float] = None) -> Reading:
    """Frames look like b"FWD=2391.0;REF=18.2;PAT=48.5;VAC=238\\r\\n"."""
    try:
        text = frame.decode("ascii").strip()
        fields = dict(part.split("=", 1) for part in text.split(";") if part)
        return Reading(
            taken_at=now if now is not None else time.time(),
            forward_w=float(fields["FWD"]),
            reflected_w=float(fields["REF"]),
            pa_temp_c=float(fields["PAT"]),
            mains_v=float(fields["VAC"]),
        )
    except (UnicodeDecodeError, KeyError, ValueError) as exc:
        raise FrameError(f"bad telemetry frame {frame!r}") from exc


class Monitor:
    def __init__(self, page: Callable[[str], None], vswr_limit: float = VSWR_LIMIT):
        self.page = page
        self.vswr_limit = vswr_limit
        self.history: Deque[Reading] = deque(maxlen=HISTORY_LEN)
        self.paged_at: dict[str, float] = {}

    def ingest(self, reading: Reading) -> list[str]:
        self.history.append(reading)
        alarms = []
        for check in (self.check_vswr, self.check_temperature, self.check_power):
            message = check(reading)
            if message:
                alarms.append(message)
        for message in alarms:
            self._page_once(message, reading.taken_at)
        return alarms

    def check_vswr(self, reading: Reading) -> Optional[str]:
        vswr = reading.vswr
        if vswr > self.vswr_limit:
            logger.warning("VSWR %.2f above limit %.2f", vswr, self.vswr_limit)
            return f"VSWR {vswr:.2f} above {self.vswr_limit:.2f}"
        return None

    def check_temperature(self, reading: Reading) -> Optional[str]:
        if reading.pa_temp_c > PA_TEMP_LIMIT_C:
            return f"PA temperature {reading.pa_temp_c:.1f} C"
        return None

    def check_power(self, reading: Reading) -> Optional[str]:
        floor = FORWARD_NOMINAL_W * FORWARD_FLOOR_PCT / 100
        if reading.forward_w < floor:
            return f"forward power {reading.forward_w:.0f} W below {floor:.0f} W"
        return None

    def _page_once(self, message: str, now: float, quiet_s: float = 900.0) -> None:
        key = message.split(" ", 1)[0]
        last = self.paged_at.get(key)
        if last is not None and now - last < quiet_s:
            return
        self.paged_at[key] = now
        logger.info("paging engineer: %s", message)
        self.page(message)

    def mean_forward(self, last_n: int = 20) -> float:
        recent = list(self.history)[-last_n:]
        if not recent:
            return 0.0
        return statistics.fmean(r.forward_w for r in recent)

    def reflected_trend(self, last_n: int = 30) -> float:
        """Slope of reflected power in watts per minute, by least squares."""
        recent = list(self.history)[-last_n:]
        if len(recent) < 2:
            return 0.0
        t0 = recent[0].taken_at
        xs = [(r.taken_at - t0) / 60 for r in recent]
        ys = [r.reflected_w for r in recent]
        mx, my = statistics.fmean(xs), statistics.fmean(ys)
        sxx = sum((x - mx) ** 2 for x in xs)
        if sxx == 0:
            return 0.0
        return sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sxx

    def status_line(self) -> str:
        """One line for the studio's status board."""
        if not self.history:
            return "transmitter: no telemetry yet"
        last = self.history[-1]
        age = time.time() - last.taken_at
        return (
            f"fwd {last.forward_w:.0f} W  ref {last.reflected_w:.1f} W  "
            f"VSWR {last.vswr:.2f}  PA {last.pa_temp_c:.1f} C  ({age:.0f} s ago)"
        )


def write_csv(readings, fh) -> int:
    """Dump readings for the engineer's spreadsheet; returns the row count."""
    fh.write("taken_at,forward_w,reflected_w,pa_temp_c,mains_v\n")
    n = 0
    for r in readings:
        fh.write(f"{r.taken_at:.0f},{r.forward_w},{r.reflected_w},{r.pa_temp_c},{r.mains_v}\n")
        n += 1
    return n


def run(port, monitor: Monitor, poll_s: float = 5.0) -> None:
    """Read frames forever; bad frames are logged and skipped."""
    while True:
        frame = port.readline()
        if not frame:
            time.sleep(poll_s)
            continue
        try:
            reading = parse_frame(frame)
        except FrameError:
            logger.exception("skipping frame")
            continue
        monitor.ingest(reading)
