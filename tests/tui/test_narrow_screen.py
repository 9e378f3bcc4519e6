"""At 80x24 (issue 45): the status line keeps the verdict and the speedup, the command palette
lists every theme once, and notices name the home folder as ~. Driven with Textual's pilot."""

from __future__ import annotations

from textual.command import CommandPalette

from redraft.app.tui.screens.race import RaceScreen
from redraft.app.tui.state import Phase
from redraft.app.tui.widgets.stats import StatusLine
from tests.tui.conftest import EDITED, SOURCE, make_app, run_async, submit, wait_for
from tests.tui.fakes import ScriptedSession, VirtualClock


def finished(app) -> bool:
    run = getattr(app.screen, "run", None)
    return run is not None and run.phase is Phase.DONE and run.verdict is not None


@run_async
async def test_the_status_line_fits_80_columns_with_the_verdict_and_the_speedup(source_file):
    clock = VirtualClock()
    app = make_app(source_file, ScriptedSession(EDITED, clock=clock), clock)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: app.session is not None)
        app.screen.query_one("#instruction").text = "rename x to count"
        await pilot.press("f5")  # the race leaves a plain baseline: the next run has a speedup
        race = app.screen
        assert isinstance(race, RaceScreen)
        await wait_for(pilot, lambda: race.phase is Phase.REPLAYING, what="the race")
        await pilot.press("s", "escape")
        await submit(pilot, "rename x to count")
        await wait_for(pilot, lambda: finished(app), what="a lookup run")
        await pilot.pause(0.1)
        status = app.screen.query_one(StatusLine)
        line = str(status.render())
        assert line.startswith("eos · check: verified (renamed 4 of 4) · ×"), line
        assert " vs plain · " in line and len(line) <= status.content_size.width and "…" not in line
        await pilot.resize_terminal(100, 30)  # wider: more of the numbers come back
        await pilot.pause(0.1)
        wider = str(status.render())
        assert wider.startswith(line.rsplit(" · ", 1)[0]) and len(wider.split(" · ")) > len(line.split(" · "))


@run_async
async def test_the_palette_lists_each_theme_once(source_file):
    app = make_app(source_file, ScriptedSession(EDITED))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: app.session is not None)
        await pilot.press("ctrl+p")
        await wait_for(pilot, lambda: isinstance(app.screen, CommandPalette))
        palette = app.screen
        await pilot.press(*"theme")
        await pilot.pause(0.5)
        options = palette.query_one("CommandList")
        titles = [str(options.get_option_at_index(i).prompt).split("\n")[0] for i in range(options.option_count)]
        themes = sorted(t for t in titles if "theme" in t.lower())
        assert themes == ["Theme: redraft-colorblind", "Theme: redraft-dark", "Theme: redraft-light"], titles
        await pilot.press("escape")
        await pilot.press("ctrl+p")
        await wait_for(pilot, lambda: isinstance(app.screen, CommandPalette))
        await pilot.pause(0.5)  # discovery: everything listed, nothing twice
        options = app.screen.query_one("CommandList")
        everything = [str(options.get_option_at_index(i).prompt).split("\n")[0] for i in range(options.option_count)]
        assert len(everything) == len(set(everything)) > 20, everything


@run_async
async def test_notices_name_the_home_folder_as_a_tilde(tmp_path, monkeypatch):
    home = tmp_path / "home"
    (home / "src").mkdir(parents=True)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("REDRAFT_STATE_DIR", str(home / ".local" / "state" / "redraft"))
    target = home / "src" / "stats.py"
    target.write_text(SOURCE)
    app = make_app(target, ScriptedSession(EDITED))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: app.session is not None)
        await submit(pilot, "rename x to count")
        await wait_for(pilot, lambda: finished(app))
        await pilot.press("ctrl+s")
        await pilot.pause(0.1)
        await pilot.press("ctrl+b")
        await pilot.pause(0.1)
        msgs = [str(n.message) for n in app._notifications]
        assert any(m.startswith("Wrote stats.py (backup: ~/.local/") for m in msgs), msgs
        assert any(m.startswith("Restored stats.py from ~/.local/") for m in msgs), msgs
        assert not any(str(home) in m for m in msgs), msgs
