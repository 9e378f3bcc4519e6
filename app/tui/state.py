"""What the app remembers between keystrokes, typed: the request being run and its phase,
the edit log (what undo walks back), and plain baselines for speedups. Pure logic."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path

from .document import Document
from .stream import Transcript
from ...engine import Verdict
from ...engine.config import DecodeConfig
from ...engine.events import Done, StopReason


class Phase(str, Enum):
    IDLE = "idle"  # nothing run yet, or the output was rejected
    WAITING = "waiting for the model"  # submitted before the model (or its warm-up) was ready
    GENERATING = "generating"  # the race: recording its two runs
    REPLAYING = "replaying"  # the race: showing its recordings at their measured speed
    DONE = "done"
    CANCELLED = "cancelled"
    FAILED = "failed"
    ACCEPTED = "accepted"

    @property
    def busy(self) -> bool:
        return self in (Phase.WAITING, Phase.GENERATING)


@dataclass(frozen=True)
class ModelStatus:
    """The model's state as the screens show it, posted to them whenever it changes
    (messages.ModelStatusChanged): the stats panel's lines and progress bar, the narrow
    status line's few words, and whether requests can go to the model yet."""

    text: str = "model: starting…"  # the stats panel's model lines
    loading: bool = True  # the panel's progress bar shows (loading, warming up)
    done: int = 0  # the progress bar: done of total (total 0: no total known)
    total: int = 0
    brief: str = "loading the model…"  # the one-line status's words while not ready; "" when ready
    ready: bool = False  # a session is loaded: a queued request goes (it waits for the warm-up on the lock)


@dataclass(frozen=True)
class Request:
    doc: Document
    instruction: str
    cfg: DecodeConfig

    @property
    def key(self) -> tuple:
        """Same file, instruction and settings except plain vs lookup: a baseline applies."""
        return (self.doc.text, self.doc.name, self.instruction, self.cfg.with_(lookup=True))


class Tries:
    """The attempts at one typed instruction: the first run and the automatic retries of a
    suspect or breaking result (engine/retry.py), and which one was kept once they ended."""

    def __init__(self, goal: str) -> None:
        self.goal = goal  # the instruction as typed: what every attempt is checked against
        self.runs: list[Run] = []
        self.kept: int | None = None  # index into runs, once the last attempt ended

    def number(self, run: Run) -> int:
        return next((i for i, r in enumerate(self.runs) if r is run), 0) + 1

    def line(self, run: Run) -> str:
        """"attempt 2 of 2 kept", "attempt 2…", or "" for a lone attempt."""
        n, i = len(self.runs), self.number(run)
        if n < 2 and self.kept is not None:
            return ""
        if self.kept is None:
            return f"attempt {i}…" if run.phase.busy else f"attempt {i} of {n}"
        return f"attempt {i} of {n}" + (" kept" if self.kept == i - 1 else "")

    def totals(self, now: float) -> tuple[int, float]:
        """Tokens and milliseconds over every attempt."""
        return sum(r.transcript.token_count for r in self.runs), sum(r.elapsed_ms(now) for r in self.runs)


@dataclass(eq=False)
class Run:
    """One request on its way through the model, and where it got to."""

    request: Request
    transcript: Transcript
    entered: float  # clock at Enter: the stats count from here, waits included
    run_id: int = 0
    phase: Phase = Phase.WAITING
    started: float | None = None  # clock when the engine began (after any wait)
    ended: float | None = None
    result_error: str | None = None  # the check says the result breaks the file or is suspect
    verdict: Verdict | None = None  # engine/checks.py on the finished result
    error: str = ""  # why it failed
    tries: Tries | None = None  # the attempts this run is one of (None: a run of its own)
    how: str = ""  # an attempt's decoding: "greedy", "sampled, seed 1"

    @property
    def goal(self) -> str:
        """The instruction as typed (a retry's request carries what the last attempt got wrong)."""
        return self.tries.goal if self.tries is not None else self.request.instruction

    def elapsed_ms(self, now: float) -> float:
        return ((self.ended if self.ended is not None else now) - self.entered) * 1000

    def waited_ms(self, now: float) -> float:
        """Time from Enter until the engine started: loading, warm-up, another run."""
        return ((self.started if self.started is not None else now) - self.entered) * 1000

    def result(self) -> str | None:
        return self.transcript.result() if self.transcript.complete else None


@dataclass(frozen=True)
class LogEntry:
    """One accepted edit: what undo puts back."""

    path: Path | None  # None: the paste buffer
    backup: Path | None
    before: str
    after: str
    instruction: str = ""
    when: float = field(default_factory=time.time)

    @property
    def label(self) -> str:
        return self.path.name if self.path else "paste buffer"


class EditLog:
    """Accepted edits, oldest first. Undo walks back from the newest."""

    def __init__(self) -> None:
        self.entries: list[LogEntry] = []

    def __len__(self) -> int:
        return len(self.entries)

    def __bool__(self) -> bool:
        return bool(self.entries)

    def __getitem__(self, i: int) -> LogEntry:
        return self.entries[i]

    def add(self, entry: LogEntry) -> None:
        self.entries.append(entry)

    append = add

    @property
    def last(self) -> LogEntry | None:
        return self.entries[-1] if self.entries else None

    def pop(self) -> LogEntry:
        return self.entries.pop()


class Baselines:
    """Finished runs by request key and mode, for "speedup vs plain"."""

    def __init__(self) -> None:
        self.runs: dict[tuple, dict[bool, Done]] = {}

    def record(self, request: Request, done: Done) -> None:
        if done.summary.stop_reason is not StopReason.CANCELLED:
            self.runs.setdefault(request.key, {})[request.cfg.lookup] = done

    def pair(self, request: Request) -> tuple[Done, Done] | None:
        """(plain, lookup) for this request, when both have run."""
        runs = self.runs.get(request.key, {})
        plain, lookup = runs.get(False), runs.get(True)
        return (plain, lookup) if plain is not None and lookup is not None else None
