"""Progress for model provisioning (join, verify, convert) on stderr: a bar on a terminal;
otherwise (a log, CI, a pipe) a plain line when a slow stage starts and every few seconds."""

from __future__ import annotations

import sys
import time
from contextlib import contextmanager
from typing import Callable, Iterator, TextIO

from rich.console import Console
from rich.progress import BarColumn, DownloadColumn, Progress, TextColumn, TimeRemainingColumn

QUIET_S = 1.0  # a stage that finishes sooner prints nothing
EVERY_S = 5.0


@contextmanager
def progress_bar() -> Iterator:
    """Yields a callback(done, total, stage)."""
    if not sys.stderr.isatty():
        yield LinePrinter(sys.stderr)
        return
    with Progress(
        TextColumn("{task.description}"), BarColumn(), DownloadColumn(), TimeRemainingColumn(),
        console=Console(stderr=True), transient=True,
    ) as bar:
        tasks: dict[str, int] = {}

        def update(done: int, total: int, stage: str) -> None:
            if stage not in tasks:
                tasks[stage] = bar.add_task(stage, total=total or None)
            bar.update(tasks[stage], completed=done, total=total or None)

        yield update


class LinePrinter:
    """`redraft: convert 40% (200/500 MB)` lines: none while the whole operation has taken
    under QUIET_S, then one when each stage starts and at most one per EVERY_S."""

    def __init__(self, out: TextIO, clock: Callable[[], float] = time.monotonic) -> None:
        self.out, self.clock = out, clock
        self.stage: str | None = None
        self.first: float | None = None
        self.last = float("-inf")

    def __call__(self, done: int, total: int, stage: str) -> None:
        now = self.clock()
        if self.first is None:
            self.first = now
        slow = now - self.first >= QUIET_S
        if stage != self.stage:
            self.stage = stage
            if slow:
                self.emit(done, total, stage, now)
            return
        if slow and now - self.last >= EVERY_S:
            self.emit(done, total, stage, now)

    def emit(self, done: int, total: int, stage: str, now: float) -> None:
        self.last = now
        amount = f" {done / total:.0%} ({done / 1e6:,.0f}/{total / 1e6:,.0f} MB)" if total else "…"
        print(f"redraft: {stage}{amount}", file=self.out, flush=True)
