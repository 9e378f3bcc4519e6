"""Crusher telemetry for the Hollins Ridge quarry primary jaw crusher.

Samples arrive from the PLC gateway every two seconds as CSV lines:
    timestamp,motor_amps,bearing_temp_c,feed_rate_tph,vibration_mm_s
The module keeps a short history, derives rolling figures and raises
alarms that the control room dashboard polls.
"""

from __future__ import annotations

import csv
import io
import logging
from collections import deque
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Deque, Iterable, Optional

log = logging.getLogger("quarry.crusher")

HISTORY_LEN = 900          # 30 minutes at one sample every 2 s
AMP_ALARM = 410.0          # nameplate 380 A, alarm at ~108 %
BEARING_ALARM_C = 92.0
VIBRATION_TRIP_MM_S = 11.2
CHOKE_FEED_TPH = 640.0


@dataclass
class Sample:
    taken_at: datetime
    motor_amps: float
    bearing_temp_c: float
    feed_rate_tph: float
    vibration_mm_s: float


@dataclass
class Alarm:
    code: str
    message: str
    raised_at: datetime
    severity: str = "warning"


@dataclass
class CrusherState:
    crusher_id: str
    samples: Deque[Sample] = field(default_factory=lambda: deque(maxlen=HISTORY_LEN))
    alarms: list[Alarm] = field(default_factory=list)
    tripped: bool = False


def parse_line(line: str) -> Optional[Sample]:
    """Turn one CSV line from the gateway into a Sample, or None if it is junk."""
    try:
        row = next(csv.reader(io.StringIO(line)))
        ts, amps, temp, feed, vib = row
        return Sample(
            taken_at=datetime.fromisoformat(ts).astimezone(timezone.utc),
            motor_amps=float(amps),
            bearing_temp_c=float(temp),
            feed_rate_tph=float(feed),
            vibration_mm_s=float(vib),
        )
    except (ValueError, StopIteration) as exc:
        log.debug("dropping gateway line %r: %s", line, exc)
        return None


def mean_motor_current(samples: Iterable[Sample], last: int = 30) -> float:
    tail = list(samples)[-last:]
    if not tail:
        return 0.0
    return sum(s.motor_amps for s in tail) / len(tail)


def rolling_amp_mean_window(samples: Iterable[Sample], start: int, stop: int) -> float:
    """Mean motor current between two sample indexes, used by the shift report."""
    window = list(samples)[start:stop]
    if not window:
        return 0.0
    return sum(s.motor_amps for s in window) / len(window)


def peak_bearing_temp(samples: Iterable[Sample]) -> float:
    return max((s.bearing_temp_c for s in samples), default=0.0)


def is_choke_fed(samples: Iterable[Sample], last: int = 15) -> bool:
    tail = list(samples)[-last:]
    return bool(tail) and all(s.feed_rate_tph >= CHOKE_FEED_TPH for s in tail)


def raise_alarm(state: CrusherState, code: str, message: str, severity: str = "warning") -> None:
    if any(a.code == code for a in state.alarms):
        return
    alarm = Alarm(code=code, message=message, raised_at=datetime.now(timezone.utc), severity=severity)
    state.alarms.append(alarm)
    log.warning("[%s] %s: %s", state.crusher_id, code, message)


def evaluate(state: CrusherState) -> None:
    """Check the latest figures against the limits and raise alarms."""
    if not state.samples:
        return
    latest = state.samples[-1]
    amps = mean_motor_current(state.samples)
    if amps > AMP_ALARM:
        raise_alarm(state, "AMP_HIGH", f"mean current {amps:.0f} A over {AMP_ALARM:.0f} A")
    if latest.bearing_temp_c > BEARING_ALARM_C:
        raise_alarm(state, "BEARING_HOT", f"bearing at {latest.bearing_temp_c:.1f} C", "critical")
    if latest.vibration_mm_s >= VIBRATION_TRIP_MM_S:
        state.tripped = True
        raise_alarm(state, "VIB_TRIP", f"vibration {latest.vibration_mm_s:.1f} mm/s", "critical")
    if is_choke_fed(state.samples) and amps < AMP_ALARM * 0.6:
        # full feed but low current usually means a bridged feed hopper
        raise_alarm(state, "FEED_BRIDGE", "feed at choke rate but current is low")


def ingest(state: CrusherState, lines: Iterable[str]) -> int:
    """Parse and store gateway lines; returns how many were accepted."""
    accepted = 0
    for line in lines:
        sample = parse_line(line)
        if sample is None:
            continue
        state.samples.append(sample)
        accepted += 1
    if accepted:
        evaluate(state)
    return accepted


def dashboard_payload(state: CrusherState) -> dict:
    """What the control room screen polls every five seconds."""
    samples = state.samples
    return {
        "crusher": state.crusher_id,
        "tripped": state.tripped,
        "amps_1min": round(mean_motor_current(samples), 1),
        "amps_5min": round(mean_motor_current(samples, last=150), 1),
        "peak_bearing_c": round(peak_bearing_temp(samples), 1),
        "choke_fed": is_choke_fed(samples),
        "alarms": [
            {"code": a.code, "message": a.message, "severity": a.severity,
             "raised_at": a.raised_at.isoformat()}
            for a in state.alarms
        ],
    }


def shift_report(state: CrusherState, shift_len: int = 14400) -> str:
    """Plain-text summary printed at the end of each shift."""
    samples = list(state.samples)
    half = len(samples) // 2
    first = rolling_amp_mean_window(samples, 0, half)
    second = rolling_amp_mean_window(samples, half, len(samples))
    lines = [
        f"Crusher {state.crusher_id} shift report",
        f"  samples kept:      {len(samples)}",
        f"  mean amps (1st):   {first:.1f}",
        f"  mean amps (2nd):   {second:.1f}",
        f"  peak bearing temp: {peak_bearing_temp(samples):.1f} C",
        f"  alarms raised:     {len(state.alarms)}",
    ]
    if state.tripped:
        lines.append("  ** crusher tripped on vibration during this shift **")
    return "\n".join(lines)


def reset_after_inspection(state: CrusherState, inspector: str) -> None:
    """Clear the trip flag once a fitter has signed the inspection sheet."""
    log.info("[%s] trip cleared by %s", state.crusher_id, inspector)
    state.tripped = False
    state.alarms = [a for a in state.alarms if a.severity != "critical"]
