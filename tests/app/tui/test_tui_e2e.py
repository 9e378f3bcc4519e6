"""End to end in the TUI on the real default model (CPU): load, the background warm-up,
a rename streamed live, reviewed hunk by hunk and written once."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from redraft.app.tui_cmd import session_factory
from redraft.app.tui.screens.review import ReviewScreen
from redraft.app.tui.state import Phase
from tests.app.tui.conftest import make_app, run_async, submit, wait_for

ROOT = Path(__file__).resolve().parents[3]
pytestmark = pytest.mark.e2e


@run_async
async def test_real_model_rename_reviewed_and_written(tmp_path):
    path = tmp_path / "stats.py"
    shutil.copy(ROOT / "samples" / "stats.py", path)
    app = make_app(path, None)
    app.factory = session_factory({"model": None, "backend": "auto", "device": "auto", "dtype": "auto", "graphs": True})
    async with app.run_test(size=(160, 45)) as pilot:
        # as a user who types the instruction meanwhile: the later pieces (the file's prompt
        # length prefilled on a CPU) have run
        await wait_for(pilot, lambda: app.session is not None and not app.warming and not app.warming_later,
                       timeout=600, what="load + warm-up")
        await submit(pilot, "rename x to count")
        screen = app.screen
        await wait_for(pilot, lambda: screen.run.phase is Phase.DONE, timeout=900, what="the edit")
        run = screen.run
        assert run.transcript.done.summary.stop_reason == "eos" and run.result_error is None
        assert run.waited_ms(app.clock()) < 1000  # warmed up before enter: no first-use wait
        await pilot.press("ctrl+g")
        assert isinstance(app.screen, ReviewScreen) and len(app.screen.review) >= 3
        await pilot.press("w")
        await pilot.pause(0.1)
    out = path.read_text()
    compile(out, "stats.py", "exec")
    assert "count = 0" in out and "count += 1" in out and "x = 0" not in out
