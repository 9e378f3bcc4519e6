"""A stderr progress bar for model provisioning (join, verify, convert)."""

from __future__ import annotations

import sys
from contextlib import contextmanager
from typing import Iterator

from rich.console import Console
from rich.progress import BarColumn, DownloadColumn, Progress, TextColumn, TimeRemainingColumn


@contextmanager
def progress_bar() -> Iterator:
    """Yields a callback(done, total, stage); silent when stderr is not a terminal."""
    if not sys.stderr.isatty():
        yield lambda done, total, stage: None
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
