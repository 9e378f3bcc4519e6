"""Correlation engine for the SIEM ingest pipeline.

Events arrive as dicts decoded from the syslog/CEF normaliser. Each event gets a
risk score; events from the same source host inside a sliding window are grouped
into an incident once the summed score crosses the threshold.
"""

from __future__ import annotations

import logging
import time
from collections import defaultdict, deque
from dataclasses import dataclass, field
from typing import Iterable

log = logging.getLogger("siem.correlator")

DEFAULT_WEIGHTS = {
    "auth_failure": 3.0,
    "priv_escalation": 8.0,
    "new_service": 4.0,
    "outbound_tor": 9.0,
    "port_scan": 2.5,
    "malware_hash": 10.0,
}

WINDOW_SECONDS = 300
INCIDENT_THRESHOLD = 15.0
MAX_EVENTS_PER_HOST = 500

# Sources we trust less: their events count a bit more.
EXPOSED_ZONES = {"dmz", "guest-wifi", "vpn"}


@dataclass
class Incident:
    host: str
    opened_at: float
    score: float = 0.0
    events: list[dict] = field(default_factory=list)
    closed: bool = False

    def summary(self) -> str:
        kinds = sorted({e.get("category", "?") for e in self.events})
        return f"{self.host}: {len(self.events)} events, score {self.score:.1f} ({', '.join(kinds)})"


def risk_score(event: dict, weights: dict[str, float] = DEFAULT_WEIGHTS) -> float:
    """Risk score of one normalised event."""
    base = weights.get(event.get("category", ""), 1.0)
    severity = int(event.get("severity", 3))
    score = base * (1 + (severity - 3) * 0.25)
    if event.get("zone") in EXPOSED_ZONES:
        score *= 1.5
    if event.get("user") in ("root", "Administrator", "SYSTEM"):
        score += 2.0
    return round(score, 2)


def score_event_batch(events: Iterable[dict], weights: dict[str, float] = DEFAULT_WEIGHTS) -> list[float]:
    """Scores for a batch, used by the backfill job. Kept separate because the
    backfill applies its own dampening to old events."""
    now = time.time()
    out = []
    for e in events:
        age_h = max(0.0, (now - float(e.get("ts", now))) / 3600)
        damp = 1.0 if age_h < 24 else 0.5
        out.append(round(weights.get(e.get("category", ""), 1.0) * damp, 2))
    return out


class HostWindow:
    """Sliding window of recent events for one host."""

    def __init__(self, host: str, seconds: int = WINDOW_SECONDS):
        self.host = host
        self.seconds = seconds
        self.events: deque[tuple[float, dict, float]] = deque()
        self.total = 0.0

    def add(self, event: dict, weights: dict[str, float]) -> float:
        ts = float(event.get("ts", time.time()))
        s = risk_score(event, weights)
        self.events.append((ts, event, s))
        self.total += s
        self._expire(ts)
        if len(self.events) > MAX_EVENTS_PER_HOST:
            _, _, old = self.events.popleft()
            self.total -= old
        return s

    def _expire(self, now: float) -> None:
        while self.events and self.events[0][0] <= now - self.seconds:
            _, _, old = self.events.popleft()
            self.total -= old


class Correlator:
    def __init__(self, weights: dict[str, float] | None = None, threshold: float = INCIDENT_THRESHOLD):
        self.weights = dict(DEFAULT_WEIGHTS if weights is None else weights)
        self.threshold = threshold
        self.windows: dict[str, HostWindow] = {}
        self.open: dict[str, Incident] = {}
        self.closed: list[Incident] = []
        self.stats = defaultdict(int)

    def window(self, host: str) -> HostWindow:
        if host not in self.windows:
            self.windows[host] = HostWindow(host)
        return self.windows[host]

    def ingest(self, event: dict) -> Incident | None:
        host = event.get("host")
        if not host:
            self.stats["dropped_no_host"] += 1
            return None
        self.stats["ingested"] += 1
        w = self.window(host)
        s = w.add(event, self.weights)
        log.debug("score_event host=%s category=%s score=%.2f", host, event.get("category"), s)
        inc = self.open.get(host)
        if inc is not None:
            inc.events.append(event)
            inc.score += s
            return inc
        if w.total >= self.threshold:
            inc = Incident(host=host, opened_at=time.time(), score=w.total,
                           events=[e for _, e, _ in w.events])
            self.open[host] = inc
            self.stats["incidents"] += 1
            log.warning("incident opened: %s", inc.summary())
            return inc
        return None

    def close_idle(self, idle_seconds: int = 900) -> list[Incident]:
        now = time.time()
        done = []
        for host, inc in list(self.open.items()):
            last = max(float(e.get("ts", inc.opened_at)) for e in inc.events)
            if now - last > idle_seconds:
                inc.closed = True
                done.append(inc)
                del self.open[host]
        self.closed.extend(done)
        return done

    def top_hosts(self, n: int = 10) -> list[tuple[str, float]]:
        ranked = sorted(((h, w.total) for h, w in self.windows.items()), key=lambda x: -x[1])
        return ranked[:n]


def explain(event: dict, weights: dict[str, float] = DEFAULT_WEIGHTS) -> str:
    """Human-readable breakdown shown in the analyst console."""
    s = risk_score(event, weights)
    parts = [f"category={event.get('category', '?')}", f"severity={event.get('severity', 3)}"]
    if event.get("zone") in EXPOSED_ZONES:
        parts.append(f"zone={event['zone']} (x1.5)")
    if event.get("user") in ("root", "Administrator", "SYSTEM"):
        parts.append(f"privileged user {event['user']} (+2)")
    return f"score {s:.2f}: " + ", ".join(parts)


def replay(events: Iterable[dict], threshold: float = INCIDENT_THRESHOLD) -> list[Incident]:
    c = Correlator(threshold=threshold)
    for e in events:
        c.ingest(e)
    return list(c.open.values()) + c.closed


if __name__ == "__main__":
    logging.basicConfig(level=logging.DEBUG)
    sample = [
        {"host": "web-01", "category": "auth_failure", "severity": 4, "zone": "dmz", "ts": time.time()},
        {"host": "web-01", "category": "priv_escalation", "severity": 5, "user": "root", "ts": time.time()},
        {"host": "db-02", "category": "port_scan", "severity": 2, "ts": time.time()},
    ]
    for e in sample:
        print(explain(e), "->", risk_score(e))
    for inc in replay(sample):
        print(inc.summary())
