"""The TUI writes a result only over the text it was made from: after undoing further back
than that, accept refuses instead of writing a result built on another version (review of
issue 10)."""

from __future__ import annotations

from tests.app.tui.conftest import EDITED, SOURCE, make_app, run_async, submit, wait_for
from tests.app.tui.fakes import ScriptedSession
from tests.app.tui.test_tui_accept import finished

FIRST = SOURCE.replace("x", "count")
SECOND = FIRST.replace("total", "acc")


@run_async
async def test_accept_after_undoing_past_the_results_base_writes_nothing(source_file):
    app = make_app(source_file, ScriptedSession([EDITED, f"```python\n{SECOND}```\n"]))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: app.session is not None)
        await submit(pilot, "rename x to count")
        await wait_for(pilot, lambda: finished(app))
        await pilot.press("ctrl+s")
        await pilot.pause(0.05)
        assert source_file.read_text() == FIRST
        await submit(pilot, "rename total to acc")
        await wait_for(pilot, lambda: finished(app) and app.screen.run.run_id == 2)
        await pilot.press("ctrl+s")
        await pilot.pause(0.05)
        assert source_file.read_text() == SECOND
        await pilot.press("ctrl+b", "ctrl+b")  # back to SOURCE, past what run 2 was made from
        await pilot.pause(0.05)
        assert source_file.read_text() == SOURCE
        await pilot.press("ctrl+s")  # run 2's result is still shown
        await pilot.pause(0.05)
        assert source_file.read_text() == SOURCE  # not run 2's result, which has run 1's rename
        await pilot.press("ctrl+b")
        await pilot.pause(0.05)
        assert source_file.read_text() == SOURCE
