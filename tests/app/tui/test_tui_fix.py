"""f10 writes the check's computed fix (engine/verify/reference.py) when it refuses a result:
the exact rename, through the same safe write, labelled computed; nothing without one."""

from __future__ import annotations

from tests.app.tui.conftest import SOURCE, make_app, run_async, submit, wait_for
from tests.app.tui.test_tui_accept import backups, finished
from tests.app.tui.fakes import ScriptedSession

RIGHT = SOURCE.replace("x", "count")
# the rename done, and a constant changed that nobody asked for
WRONG = RIGHT.replace("total = 0.0", "total = 1.0")


@run_async
async def test_f10_writes_the_computed_rename_over_a_suspect_result(source_file, tmp_path):
    app = make_app(source_file, ScriptedSession(f"```python\n{WRONG}```\n"))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: app.session is not None)
        await submit(pilot, "x should be called count. Change nothing else.")
        await wait_for(pilot, lambda: finished(app))
        run = app.screen.run
        assert run.verdict.level == "suspect" and run.verdict.fix == RIGHT
        assert "f10 writes the computed fix" in app.screen.query_one("#output-pane").border_subtitle
        await pilot.press("f10")
        await pilot.pause(0.1)
        assert source_file.read_text() == RIGHT
        assert len(backups(tmp_path)) == 1 and backups(tmp_path)[0].read_text() == SOURCE


@run_async
async def test_f10_without_a_fix_writes_nothing(source_file):
    app = make_app(source_file, ScriptedSession(f"```python\n{RIGHT}```\n"))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: app.session is not None)
        await submit(pilot, "rename x to count")
        await wait_for(pilot, lambda: finished(app))
        await pilot.press("f10")
        await pilot.pause(0.05)
        assert source_file.read_text() == SOURCE
