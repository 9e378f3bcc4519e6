"""SVG snapshots (pytest-textual-snapshot) at 160x45 and 80x24: the main screen, mid-stream
with every provenance colour, a finished edit (narrow: the one-line stats), race mode (side
by side, and stacked when narrow), the light theme, paste mode and the per-hunk review.
Deterministic: a scripted event source, a virtual clock, and a path relative to the repo.

Update with: python -m pytest tests/app/tui/test_tui_snapshots.py --snapshot-update"""

from __future__ import annotations

from pathlib import Path

import pytest

from redraft.app.tui.screens.race import RaceScreen
from redraft.app.tui.screens.edit import EditScreen
from redraft.app.tui.state import Phase
from tests.app.tui.conftest import make_app, submit, wait_for
from tests.app.tui.fakes import ScriptedSession, VirtualClock, lookup_events

ROOT = Path(__file__).resolve().parents[3]
WIDE, NARROW = (160, 45), (80, 24)
SAMPLE = Path("samples/stats.py")


@pytest.fixture
def sample(monkeypatch):
    monkeypatch.chdir(ROOT)  # the path shown on screen is the same everywhere
    text = SAMPLE.read_text()
    import re

    edited = re.sub(r"\bx\b", "count", text)
    return f"```python\n{edited}```\n"


def edit_app(reply: str, gate_at: int | None = None, **kw):
    clock = VirtualClock()
    session = ScriptedSession(reply, clock=clock, gate_at=gate_at)
    return make_app(SAMPLE, session, clock, **kw), session


async def ready(pilot) -> None:
    await wait_for(pilot, lambda: pilot.app.session is not None and not pilot.app.warming)
    pilot.app.screen.query_one("#instruction").cursor_blink = False  # a blink is not a change
    await pilot.pause()


async def finished_edit(pilot) -> None:
    await ready(pilot)
    await submit(pilot, "rename x to count")
    await wait_for(pilot, lambda: isinstance(pilot.app.screen, EditScreen) and pilot.app.screen.run.transcript.finished)


def test_main_screen(snap_compare, sample):
    app, _ = edit_app(sample)
    assert snap_compare(app, terminal_size=WIDE, run_before=ready)


def test_main_screen_narrow(snap_compare, sample):
    app, _ = edit_app(sample)
    assert snap_compare(app, terminal_size=NARROW, run_before=ready)


def test_finished_edit_narrow(snap_compare, sample):
    app, _ = edit_app(sample)
    assert snap_compare(app, terminal_size=NARROW, run_before=finished_edit)


def test_mid_stream_shows_all_provenance_colours(snap_compare, sample):
    events = lookup_events(sample)
    gate = [k for k, e in enumerate(events) if type(e).__name__ == "Proposal"][10] + 1
    app, session = edit_app(sample, gate_at=gate)

    async def run_before(pilot):
        await ready(pilot)
        await submit(pilot, "rename x to count")
        await wait_for(pilot, lambda: session.reached.is_set() and pilot.app.screen.run.transcript.inflight)
        await pilot.press("f3")  # rejected drafts inline, struck through
        await pilot.pause(0.1)

    assert snap_compare(app, terminal_size=WIDE, run_before=run_before)


async def race_finished(pilot):
    await ready(pilot)
    pilot.app.screen.query_one("#instruction").text = "rename x to count"
    await pilot.press("f5")
    await wait_for(pilot, lambda: isinstance(pilot.app.screen, RaceScreen) and pilot.app.screen.phase is Phase.REPLAYING)
    await pilot.press("s")  # skip the replay to its end
    await pilot.pause(0.1)


def test_race_mode(snap_compare, sample):
    app, _ = edit_app(sample)
    assert snap_compare(app, terminal_size=WIDE, run_before=race_finished)


def test_race_mode_narrow_stacks_the_lanes(snap_compare, sample):
    app, _ = edit_app(sample)
    assert snap_compare(app, terminal_size=NARROW, run_before=race_finished)


def test_paste_mode_narrow(snap_compare):
    app = make_app(None, ScriptedSession('```json\n{"a": 1}\n```\n'), VirtualClock())

    async def run_before(pilot):
        await ready(pilot)
        pilot.app.screen.query_one("#source").load_text('{"items": [1, 2, 3],\n "name": "demo"')
        pilot.app.screen.query_one("#instruction").cursor_blink = False
        pilot.app.screen.query_one("#source").cursor_blink = False
        await pilot.pause(0.1)

    assert snap_compare(app, terminal_size=NARROW, run_before=run_before)


def test_review_narrow(snap_compare, sample):
    app, _ = edit_app(sample)

    async def run_before(pilot):
        await finished_edit(pilot)
        await pilot.press("ctrl+g", "y")
        await pilot.pause(0.1)

    assert snap_compare(app, terminal_size=NARROW, run_before=run_before)


def test_light_theme_finished_edit(snap_compare, sample):
    app, _ = edit_app(sample, theme="light")
    assert snap_compare(app, terminal_size=WIDE, run_before=finished_edit)
