"""Customs inspection queue for the Ostermole container terminal.

Containers flagged by customs are moved to the inspection yard, scanned or
stripped, and either released or kept on hold.  This module keeps the queue
and the figures the customs liaison office asks for every morning.
"""

from __future__ import annotations

import json
import logging
from collections import Counter, deque
from dataclasses import asdict, dataclass, field
from datetime import datetime, timedelta
from enum import Enum
from pathlib import Path

log = logging.getLogger(__name__)

SCAN_MINUTES = 12
STRIP_MINUTES = 150
YARD_SLOTS = 24


class Method(str, Enum):
    SCAN = "scan"
    STRIP = "strip"


class Outcome(str, Enum):
    RELEASED = "released"
    HELD = "held"
    SEIZED = "seized"


@dataclass
class Inspection:
    container: str
    vessel_call: str
    method: Method
    flagged_at: datetime
    started_at: datetime | None = None
    finished_at: datetime | None = None
    outcome: Outcome | None = None
    notes: list[str] = field(default_factory=list)

    @property
    def waiting(self) -> bool:
        return self.started_at is None

    @property
    def minutes_needed(self) -> int:
        return SCAN_MINUTES if self.method is Method.SCAN else STRIP_MINUTES


class InspectionQueue:
    def __init__(self) -> None:
        self._queue: deque[Inspection] = deque()
        self._done: list[Inspection] = []

    def flag(self, container: str, vessel_call: str, method: Method, at: datetime) -> Inspection:
        if any(i.container == container for i in self._queue):
            raise ValueError(f"{container} is already queued")
        insp = Inspection(container, vessel_call, method, at)
        self._queue.append(insp)
        log.info("flagged %s (%s) for %s", container, vessel_call, method.value)
        return insp

    def start_next(self, at: datetime) -> Inspection | None:
        in_yard = sum(1 for i in self._queue if not i.waiting)
        if in_yard >= YARD_SLOTS:
            return None
        for insp in self._queue:
            if insp.waiting:
                insp.started_at = at
                return insp
        return None

    def finish(self, container: str, outcome: Outcome, at: datetime, note: str = "") -> Inspection:
        for insp in list(self._queue):
            if insp.container == container and not insp.waiting:
                insp.finished_at = at
                insp.outcome = outcome
                if note:
                    insp.notes.append(note)
                self._queue.remove(insp)
                self._done.append(insp)
                return insp
        raise KeyError(container)

    def waiting_count(self) -> int:
        return sum(1 for i in self._queue if i.waiting)

    def expected_clear_time(self, now: datetime) -> datetime:
        """When the current queue should be worked off, assuming one team."""
        minutes = sum(i.minutes_needed for i in self._queue)
        return now + timedelta(minutes=minutes)

    def legacy_csv_export(self, path: Path) -> None:

    def export_json(self, path: Path) -> None:
        rows = []
        for insp in self._done:
            row = asdict(insp)
            row["method"] = insp.method.value
            row["outcome"] = insp.outcome.value if insp.outcome else None
            for key in ("flagged_at", "started_at", "finished_at"):
                if row[key] is not None:
                    row[key] = row[key].isoformat()
            rows.append(row)
        path.write_text(json.dumps(rows, indent=2))

    def outcomes(self) -> Counter[str]:
        return Counter(i.outcome.value for i in self._done if i.outcome)

    def mean_turnaround(self) -> timedelta | None:
        spans = [i.finished_at - i.flagged_at for i in self._done if i.finished_at]
        if not spans:
            return None
        return sum(spans, timedelta()) / len(spans)


def morning_report(queue: InspectionQueue, now: datetime) -> str:
    lines = [f"Customs inspection queue, {now:%d %b %Y %H:%M}"]
    lines.append(f"  waiting: {queue.waiting_count()}")
    lines.append(f"  expected clear: {queue.expected_clear_time(now):%H:%M}")
    for outcome, n in sorted(queue.outcomes().items()):
        lines.append(f"  {outcome}: {n}")
    turnaround = queue.mean_turnaround()
    if turnaround is not None:
        lines.append(f"  mean turnaround: {turnaround.total_seconds() / 3600:.1f} h")
    return "\n".join(lines)


def nightly_exports(queue: InspectionQueue, folder: Path) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    stamp = datetime.now().strftime("%Y%m%d")
    json_path = folder / f"inspections-{stamp}.json"
    queue.export_json(json_path)
    return [json_path]


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    q = InspectionQueue()
    t0 = datetime(2027, 3, 1, 6, 0)
    q.flag("MSKU 481220-3", "OST-2027-0412", Method.SCAN, t0)
    q.flag("TGHU 905117-0", "OST-2027-0412", Method.STRIP, t0)
    q.start_next(t0 + timedelta(minutes=5))
    q.finish("MSKU 481220-3", Outcome.RELEASED, t0 + timedelta(minutes=20))
    print(morning_report(q, t0 + timedelta(hours=2)))
