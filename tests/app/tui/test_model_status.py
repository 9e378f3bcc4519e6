"""The model's status reaches the screens as one posted ModelStatus (ModelStatusChanged):
the narrow status line says "warming up…" while the warm-up runs and nothing once it is
done, and a request entered before the model loaded goes when the status says ready."""

from __future__ import annotations

import threading

from redraft.app.tui.state import Phase
from redraft.app.tui.widgets.stats import StatusLine
from tests.app.tui.conftest import EDITED, make_app, run_async, submit, wait_for
from tests.app.tui.fakes import ScriptedSession


def line(app) -> str:
    return str(app.screen.query_one(StatusLine).render())


@run_async
async def test_the_status_line_follows_the_posted_model_status(source_file):
    session = ScriptedSession(EDITED)
    session.warm_gate.clear()  # the warm-up runs until the test lets it finish
    app = make_app(source_file, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: app.warming and line(app).startswith("warming up…"), what="warming up")
        assert app.screen.model_status.ready and app.screen.model_status.loading
        session.warm_gate.set()
        await wait_for(pilot, lambda: not app.warming and line(app).startswith("no run yet"), what="ready")
        assert app.screen.model_status == app.model_status and app.model_status.brief == ""


@run_async
async def test_a_request_queued_before_the_model_goes_when_it_is_ready(source_file):
    gate = threading.Event()
    session = ScriptedSession(EDITED)
    app = make_app(source_file, session)
    app.factory = lambda progress: gate.wait(10) and session
    async with app.run_test(size=(80, 24)) as pilot:
        await submit(pilot, "rename x to count")
        screen = app.screen
        assert screen.generation.queued and line(app).startswith("loading the model")
        gate.set()
        await wait_for(pilot, lambda: screen.run.phase is Phase.DONE, what="the request")
        assert len(session.calls) == 1 and app.runs_launched == 1


@run_async
async def test_model_info_on_a_server_session(source_file):
    """A server's ModelInfo has every ModelFacts member (the dialog read `quant`, which it
    lacked), and the panel names the server from EditSession.server."""
    from redraft.app.tui.screens.dialogs import ModelInfoDialog
    from redraft.app.wire import ModelInfo

    session = ScriptedSession(EDITED)
    session.info = ModelInfo("torch-static", "served-model", "cuda:0", "bfloat16", 32768, exact=True, server="unix:/s")
    session.server = "unix:/s"
    app = make_app(source_file, session)
    async with app.run_test(size=(160, 45)) as pilot:
        await wait_for(pilot, lambda: app.session is not None and not app.warming, what="ready")
        assert "server: unix:/s" in app.model_text and "lookup: exact" in app.model_text
        app.action_model_info()
        await wait_for(pilot, lambda: isinstance(app.screen, ModelInfoDialog), what="the dialog")
        assert dict(app.screen.rows)["weights"] == "bfloat16" and app.is_running
