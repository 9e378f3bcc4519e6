"""Fixtures for the TUI tests: sample files, an isolated state dir for backups, a scripted
event source with a virtual clock, and helpers to drive the app with a Pilot."""

from __future__ import annotations

import asyncio
import functools
import os
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from redraft.app.tui.app import RedraftApp  # noqa: E402
from redraft.app.tui.document import Document  # noqa: E402
from redraft.app.files.reading import read_source  # noqa: E402
from redraft.engine.session_api import EditSession  # noqa: E402
from tests.app.tui.fakes import ScriptedSession, VirtualClock  # noqa: E402

SOURCE = '''def summarize(values):
    x = 0
    total = 0.0
    for v in values:
        x += 1
        total += v
    return {"count": x, "mean": total / x}
'''
EDITED = '''Here is the edited file:
```python
def summarize(values):
    count = 0
    total = 0.0
    for v in values:
        count += 1
        total += v
    return {"count": count, "mean": total / count}
```
'''


@pytest.fixture(autouse=True)
def _isolated(tmp_path, monkeypatch):
    monkeypatch.setenv("REDRAFT_STATE_DIR", str(tmp_path / "state"))
    monkeypatch.setenv("REDRAFT_CONFIG", os.devnull)  # no config file


@pytest.fixture
def source_file(tmp_path) -> Path:
    p = tmp_path / "stats.py"
    p.write_text(SOURCE)
    return p


def make_app(path: Path | None, session: EditSession | None, clock=None, **kw) -> RedraftApp:
    """The app on `path` (None: paste mode). No automatic retries unless `retries` is given:
    the tests of other things script one result per request (tests/app/tui/test_tui_retry.py
    covers them)."""
    kw.setdefault("retries", 0)
    doc = Document.from_loaded(read_source(path)) if path else None
    return RedraftApp(doc, session_factory=lambda progress: session,
                      clock=clock or time.perf_counter, **kw)


async def wait_for(pilot, cond, timeout: float = 10.0, what: str = "condition") -> None:
    """Let the app run until cond() holds (messages from worker threads included)."""
    deadline = time.monotonic() + timeout
    while not cond():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        await pilot.pause(0.02)


async def submit(pilot, text: str) -> None:
    area = pilot.app.screen.query_one("#instruction")
    area.text = text
    if pilot.app.focused is not area:
        area.focus()  # (a focus change re-lays the footer: only when needed)
    await pilot.press("enter")


@pytest.fixture
def scripted():
    clock = VirtualClock()
    return ScriptedSession(EDITED, clock=clock), clock


__all__ = ["EDITED", "SOURCE", "make_app", "run_async", "submit", "wait_for"]


def run_async(fn):
    """Run an async test in its own event loop (no async pytest plugin needed)."""

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        return asyncio.run(fn(*args, **kwargs))

    return wrapper
