"""The TUI's verdict and automatic retries (engine/retry.py): a suspect result is retried
telling the model what failed, each attempt streams, the kept one is shown with its level
in the status line and the stats count every attempt; accept asks before writing a
suspect result. Scripted sessions, deterministic."""

from __future__ import annotations

from redraft.app.tui.screens.confirm import ConfirmWriteDialog
from redraft.app.tui.screens.edit import EditScreen
from redraft.app.tui.widgets.stats import numbers, status_line
from tests.tui.conftest import EDITED, SOURCE, make_app, run_async, submit, wait_for
from tests.tui.fakes import ScriptedSession

UNCHANGED = f"Here it is:\n```python\n{SOURCE}```\n"
WRONG_NAME = EDITED.replace("count", "n").replace('{"n"', '{"count"')


def tries_done(app) -> bool:
    run = app.screen.run if isinstance(app.screen, EditScreen) else None
    return run is not None and run.tries is not None and run.tries.kept is not None


@run_async
async def test_a_suspect_result_is_retried_and_the_good_attempt_kept(source_file):
    session = ScriptedSession([UNCHANGED, EDITED])
    app = make_app(source_file, session, retries=1)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: app.session is not None)
        await submit(pilot, "rename x to count")
        await wait_for(pilot, lambda: tries_done(app), what="both attempts")
        await pilot.pause(0.05)
        screen = app.screen
        run = screen.run
        assert len(session.calls) == 2
        assert session.calls[1][0].instruction.startswith("rename x to count\nYour previous attempt did not do what was asked: no changes")
        assert run.tries.kept == 1 and run is run.tries.runs[1]
        assert run.verdict.level == "verified" and run.goal == "rename x to count"
        line = status_line(run, app.clock())
        assert line.startswith("eos · attempt 2 of 2 kept · check: verified (renamed 4 of 4) · ")
        assert screen.query_one("#output-pane").border_subtitle.startswith("verified (eos) · attempt 2 of 2 kept")
        rows = dict(numbers(run, app.clock()))
        tokens = sum(r.transcript.token_count for r in run.tries.runs)
        assert rows["attempt"] == "2 of 2 kept (greedy)" and rows["all attempts"].startswith(f"{tokens:,} tok")
        assert app.history.recall(None)[-1:] == ["rename x to count"]  # the retry's note is not history
        await pilot.press("ctrl+s")
        await wait_for(pilot, lambda: source_file.read_text() != SOURCE, what="the write")
        assert "count += 1" in source_file.read_text()


@run_async
async def test_when_every_attempt_is_suspect_the_first_is_kept_and_accept_asks(source_file):
    session = ScriptedSession([WRONG_NAME, UNCHANGED])
    app = make_app(source_file, session, retries=1)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: app.session is not None)
        await submit(pilot, "rename x to count")
        await wait_for(pilot, lambda: tries_done(app), what="both attempts")
        await pilot.pause(0.05)
        run = app.screen.run
        assert run is run.tries.runs[0] and run.verdict.level == "suspect"
        assert "became `n`, not `count`" in run.verdict.text
        assert app.screen.query_one("#output-pane").border_subtitle.startswith(f"attempt 1 of 2 kept · the result is suspect: {run.verdict.detail}")
        await pilot.press("ctrl+s")
        await wait_for(pilot, lambda: isinstance(app.screen, ConfirmWriteDialog), what="the confirmation")
        assert source_file.read_text() == SOURCE
        await pilot.press("escape")
        await pilot.pause(0.05)
        assert app.screen.query_one("#output-pane").border_subtitle == "not written · ctrl+r retry · ctrl+s asks again"


@run_async
async def test_no_retry_when_off(source_file):
    session = ScriptedSession([UNCHANGED, EDITED])
    app = make_app(source_file, session, retries=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: app.session is not None)
        await submit(pilot, "rename x to count")
        await wait_for(pilot, lambda: tries_done(app), what="the attempt")
        await pilot.pause(0.05)
        assert len(session.calls) == 1 and app.screen.run.verdict.text == "suspect: no changes"
        assert status_line(app.screen.run, app.clock()).startswith("eos · check: suspect: no changes · ")


@run_async
async def test_best_of_n_draws_candidates_until_one_passes_and_keeps_the_others(source_file):
    """`redraft FILE --temp 0.7 --best-of 3` (or [decode] best_of): the instruction as typed, a
    new seed each, until the check passes; the earlier candidates stay as attempts."""
    from redraft.engine.config import DecodeConfig, Sampling

    session = ScriptedSession([UNCHANGED, EDITED, EDITED])
    cfg = DecodeConfig(sampling=Sampling(temperature=0.7, seed=4), best_of=3)
    app = make_app(source_file, session, retries=0, cfg=cfg)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: app.session is not None)
        await submit(pilot, "rename x to count")
        await wait_for(pilot, lambda: tries_done(app), what="the candidates")
        await pilot.pause(0.05)
        run = app.screen.run
        assert len(session.calls) == 2  # candidate 2 passed: no third
        assert [c[0].instruction for c in session.calls] == ["rename x to count"] * 2
        assert [c[1].sampling.seed for c in session.calls] == [4, 5] and session.calls[1][1].reuse_prompt
        assert run.tries.kept == 1 and run.verdict.level == "verified" and len(run.tries.runs) == 2
        rows = dict(numbers(run, app.clock()))
        assert rows["attempt"] == "2 of 2 kept (candidate 2 of 3, sampled, seed 5)"
