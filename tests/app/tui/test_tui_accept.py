"""The TUI's accept goes through app/files/safe_write.py: an incomplete result (or a read-only file)
asks first and says what is missing; undo keeps the same guarantees (issue 10)."""

from __future__ import annotations

import os
import stat
from dataclasses import replace

from redraft.app.tui.screens.confirm import ConfirmWriteDialog
from redraft.app.tui.screens.edit import EditScreen
from redraft.engine.events import Done
from tests.app.tui.conftest import EDITED, SOURCE, make_app, run_async, submit, wait_for
from tests.app.tui.fakes import ScriptedSession

CUT_REPLY = "```python\n" + "".join(SOURCE.replace("x", "count").splitlines(keepends=True)[:6])
CUT = "".join(SOURCE.replace("x", "count").splitlines(keepends=True)[:6])


class StopsAtMaxTokens(ScriptedSession):
    """A scripted session whose run ends at max_tokens, mid-file."""

    def stream(self, req, cfg, cancelled=lambda: False):
        for ev in super().stream(req, cfg, cancelled):
            if isinstance(ev, Done):
                ev = Done(ev.text, ev.tokens, replace(ev.summary, stop_reason="max_tokens"))
            yield ev


def finished(app) -> bool:
    return isinstance(app.screen, EditScreen) and app.screen.run is not None and app.screen.run.transcript.finished


def backups(tmp_path):
    return sorted((tmp_path / "state" / "backups").glob("*-stats.py"))


@run_async
async def test_incomplete_result_asks_first_and_says_what_is_missing(source_file, tmp_path):
    app = make_app(source_file, StopsAtMaxTokens(CUT_REPLY))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: app.session is not None)
        await submit(pilot, "rename x to count")
        await wait_for(pilot, lambda: finished(app))
        screen = app.screen
        assert "incomplete (max_tokens)" in screen.query_one("#output-pane").border_subtitle
        tokens = screen.run.transcript.done.summary.tokens
        await pilot.press("ctrl+s")
        await pilot.pause(0.05)
        dialog = app.screen
        assert isinstance(dialog, ConfirmWriteDialog) and dialog.title_ == "Write an incomplete result?"
        assert dialog.reasons[0] == (
            f"the result is incomplete: stopped at max_tokens after {tokens} tokens; "
            "the file would end at line 6 of 7"
        )
        # and the check says what the cut cost (engine/checks.py): uses of x left unrenamed
        assert dialog.reasons[1:] == [
            "the check finds the result suspect: renamed 2 of 4; also changed 16 tokens that are not x: "
            'line 6 `return {"count": x, "mean": total / x}` -> `v`'
        ]
        await pilot.press("enter")  # the focused button is Cancel
        await pilot.pause(0.05)
        assert app.screen is screen and source_file.read_text() == SOURCE and not backups(tmp_path)
        assert "not written" in screen.query_one("#output-pane").border_subtitle
        await pilot.press("ctrl+s")
        await pilot.pause(0.05)
        await pilot.press("w")  # write anyway
        await pilot.pause(0.05)
        assert source_file.read_text() == CUT and len(backups(tmp_path)) == 1
        assert "accepted" in screen.query_one("#output-pane").border_subtitle
        await pilot.press("ctrl+b")
        await pilot.pause(0.05)
        assert source_file.read_text() == SOURCE


@run_async
async def test_read_only_file_asks_and_keeps_its_mode(source_file):
    os.chmod(source_file, 0o444)
    app = make_app(source_file, ScriptedSession(EDITED))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: app.session is not None)
        await submit(pilot, "rename x to count")
        await wait_for(pilot, lambda: finished(app))
        await pilot.press("ctrl+s")
        await pilot.pause(0.05)
        assert isinstance(app.screen, ConfirmWriteDialog) and "read-only (mode 0444)" in app.screen.reasons[0]
        assert source_file.read_text() == SOURCE
        await pilot.press("w")
        await pilot.pause(0.05)
        assert "count = 0" in source_file.read_text() and stat.S_IMODE(source_file.stat().st_mode) == 0o444


@run_async
async def test_accept_and_undo_keep_crlf_through_a_symlink(tmp_path):
    real = tmp_path / "real" / "stats.py"
    real.parent.mkdir()
    raw = SOURCE.replace("\n", "\r\n").encode()
    real.write_bytes(raw)
    os.chmod(real, 0o640)
    link = tmp_path / "stats.py"
    link.symlink_to(real)
    app = make_app(link, ScriptedSession(EDITED))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: app.session is not None)
        await submit(pilot, "rename x to count")
        await wait_for(pilot, lambda: finished(app))
        await pilot.press("ctrl+s")
        await pilot.pause(0.05)
        written = real.read_bytes()
        assert link.is_symlink() and b"count = 0\r\n" in written and b"\n" not in written.replace(b"\r\n", b"")
        assert stat.S_IMODE(real.stat().st_mode) == 0o640
        await pilot.press("ctrl+b")
        await pilot.pause(0.05)
        assert real.read_bytes() == raw and link.is_symlink()


@run_async
async def test_paste_buffer_asks_before_taking_an_incomplete_result():
    app = make_app(None, StopsAtMaxTokens("```text\nalpha\nbeta\n"))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: app.session is not None)
        buffer = app.screen.query_one("#source")
        buffer.load_text("one\ntwo\nthree\n")
        await submit(pilot, "translate")
        await wait_for(pilot, lambda: finished(app))
        await pilot.press("ctrl+s")
        await pilot.pause(0.05)
        assert isinstance(app.screen, ConfirmWriteDialog) and "line 2 of 3" in app.screen.reasons[0]
        await pilot.press("escape")
        await pilot.pause(0.05)
        assert buffer.text == "one\ntwo\nthree\n"
        await pilot.press("ctrl+s")
        await pilot.pause(0.05)
        await pilot.press("w")
        await pilot.pause(0.05)
        assert buffer.text == "alpha\nbeta\n"


@run_async
async def test_a_result_that_drops_most_of_the_file_asks_first(source_file, tmp_path):
    app = make_app(source_file, ScriptedSession("```python\ndef summarize(values):\n    pass\n```\n"))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: app.session is not None)
        await submit(pilot, "rename x to count")
        await wait_for(pilot, lambda: finished(app))
        await pilot.press("ctrl+s")
        await pilot.pause(0.05)
        dialog = app.screen
        assert isinstance(dialog, ConfirmWriteDialog) and dialog.title_ == "Write anyway?"
        assert any(r.startswith("the result drops 5 of 7 lines and ") for r in dialog.reasons)  # beside the check's
        await pilot.press("escape")
        await pilot.pause(0.05)
        assert source_file.read_text() == SOURCE and not backups(tmp_path)


@run_async
async def test_a_deletion_the_instruction_asks_for_is_written_at_once(source_file):
    app = make_app(source_file, ScriptedSession("```python\ndef summarize(values):\n    pass\n```\n"))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: app.session is not None)
        await submit(pilot, "delete the body of summarize")
        await wait_for(pilot, lambda: finished(app))
        await pilot.press("ctrl+s")
        await pilot.pause(0.05)
        assert source_file.read_text() == "def summarize(values):\n    pass\n"


@run_async
async def test_accept_waits_for_the_model_check_and_a_damaged_model_writes_nothing(source_file, tmp_path):
    from pathlib import Path

    from redraft.engine.store import weights_check

    app = make_app(source_file, ScriptedSession(EDITED))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: app.session is not None)
        await submit(pilot, "rename x to count")
        await wait_for(pilot, lambda: finished(app))
        weights_check.start(Path("/cache/m"), lambda names: ["model.safetensors fails its sha256 check"],
                            "run `redraft model pull` to repair it", ["model.safetensors"])  # as a load would
        await pilot.press("ctrl+s")
        await pilot.pause(0.05)
        assert source_file.read_text() == SOURCE and not backups(tmp_path)
        (msg,) = [str(n.message) for n in app._notifications if "Not written" in str(n.message)]
        assert "the cached model in /cache/m is damaged (model.safetensors fails" in msg
        assert "run `redraft model pull` to repair it" in msg
