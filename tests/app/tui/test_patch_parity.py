"""`redraft edit --diff` and the TUI's saved patch (f9) for the same edit are the same bytes,
and `git apply` applies them from a subfolder of the repository (app/patches.py)."""

from __future__ import annotations

import subprocess

from redraft.app import cli
from redraft.app.tui.screens.edit import EditScreen
from redraft.engine.session import Session
from tests.app.test_cli_safety import FakeSession
from tests.app.tui.conftest import EDITED, SOURCE, make_app, run_async, submit, wait_for
from tests.app.tui.fakes import ScriptedSession

RESULT = EDITED.split("```python\n")[1].split("```")[0]


def repository(tmp_path):
    root = tmp_path / "repo"
    (root / "pkg").mkdir(parents=True)
    subprocess.run(["git", "init", "-q"], cwd=root, check=True)
    f = root / "pkg" / "stats.py"
    f.write_text(SOURCE)
    return root, f


def test_the_cli_and_the_tui_write_the_same_patch(tmp_path, capsys, monkeypatch):
    root, f = repository(tmp_path)
    monkeypatch.chdir(root / "pkg")  # labels do not depend on where redraft runs
    session = FakeSession(RESULT)
    monkeypatch.setattr(Session, "load", classmethod(lambda cls, **kw: session))
    assert cli.main(["edit", "stats.py", "-i", "rename x to count", "--diff"]) == 0
    from_cli = capsys.readouterr().out.encode()
    saved = tmp_path / "tui.patch"
    from_tui = tui_patch(f, saved)
    assert from_tui == from_cli and from_cli.startswith(b"diff --git a/pkg/stats.py b/pkg/stats.py\n--- a/pkg/stats.py\n")
    subprocess.run(["git", "apply", str(saved)], cwd=root / "pkg", check=True, capture_output=True)
    assert f.read_text() == RESULT


@run_async
async def tui_patch(f, saved):
    app = make_app(f, ScriptedSession(EDITED))
    async with app.run_test(size=(140, 40)) as pilot:
        await wait_for(pilot, lambda: app.session is not None)
        await submit(pilot, "rename x to count")
        await wait_for(pilot, lambda: isinstance(app.screen, EditScreen) and app.screen.run.transcript.finished)
        await pilot.pause(0.05)
        await pilot.press("f9")
        app.screen.query_one("#value").value = str(saved)
        await pilot.press("enter")
        await wait_for(pilot, saved.exists, what="the saved patch")
    return saved.read_bytes()
