"""The engine's warnings, caught where the TUI can show them.

The engine never prints: what a user should know about a load (the default model missing
and another used, a model the fast path does not cover) goes to `logging`. On a terminal
that is stderr; inside the Textual app stderr is captured and never seen, so the app
collects those records while it loads a model and shows each as a notification.
"""

from __future__ import annotations

import logging
from contextlib import contextmanager
from typing import Iterator


class _Collect(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.messages: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.messages.append(record.getMessage().removeprefix("redraft: "))


@contextmanager
def engine_warnings(logger: str = "redraft") -> Iterator[list[str]]:
    """Warnings logged under `logger` while the block runs (from any thread), in order."""
    handler = _Collect()
    log = logging.getLogger(logger)
    log.addHandler(handler)
    try:
        yield handler.messages
    finally:
        log.removeHandler(handler)
