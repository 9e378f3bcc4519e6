"""The TUI on a server, over a scripted one (no model): a redraft server's events arrive
with their provenance and Esc cancels on the server; an OpenAI-compatible server's reply is
coloured copied/new and the model panel says its exactness is not known."""

from __future__ import annotations

import pytest

from redraft.app.tui.state import Phase
from redraft.app.tui_cmd import session_factory
from redraft.engine.events import Provenance
from tests.app.serve.fakes import SOURCE, ServeSession, edit_reply, running, serve
from tests.app.tui.conftest import make_app, run_async, submit, wait_for


@pytest.fixture(autouse=True)
def _isolated(tmp_path, monkeypatch):
    monkeypatch.setenv("REDRAFT_STATE_DIR", str(tmp_path / "state"))
    monkeypatch.setenv("REDRAFT_CONFIG", "/dev/null")
    monkeypatch.delenv("REDRAFT_SERVER_TOKEN", raising=False)


def pieces(run, provenance):
    """The reply's text the TUI colours as `provenance` (its provenance runs)."""
    t = run.transcript
    ends = t.run_starts[1:] + [len(t.reply)]
    return "".join(t.reply[a:b] for a, b, k in zip(t.run_starts, ends, t.run_kinds) if k == provenance.value)


def test_the_tui_renders_a_redraft_servers_edit_and_esc_cancels_it_there(tmp_path):
    path = tmp_path / "f.py"
    path.write_text(SOURCE)
    session = ServeSession(delay_s=0.01)
    _, app_ = serve(session, queue=0)

    @run_async
    async def drive(url):
        app = make_app(path, None)
        app.factory = session_factory({}, url)
        async with app.run_test(size=(160, 45)) as pilot:
            await wait_for(pilot, lambda: app.session is not None and not app.warming, what="connect")
            assert f"server: {url}" in app.model_text
            await submit(pilot, "add a docstring")
            screen = app.screen
            await wait_for(pilot, lambda: screen.run.phase is Phase.DONE, what="the edit")
            t = screen.run.transcript
            assert t.done.text == edit_reply("add a docstring") and t.accepted > 0
            session.gate_at, session.gate = 3, __import__("threading").Event()
            await submit(pilot, "add another docstring")
            await wait_for(pilot, lambda: session.reached.is_set(), what="the second edit to start")
            await pilot.press("escape")
            await wait_for(pilot, lambda: screen.run.phase is Phase.CANCELLED, what="the cancel")
            await wait_for(pilot, lambda: session.cancelled_runs == 1, what="the server's generation to stop")

    with running(app_) as url:
        drive(url)


def test_the_tui_on_an_openai_compatible_server_colours_copied_and_new(tmp_path):
    path = tmp_path / "f.py"
    path.write_text(SOURCE)
    _, app_ = serve()

    @run_async
    async def drive(url):
        app = make_app(path, None)
        app.factory = session_factory({}, f"openai+{url}")
        async with app.run_test(size=(160, 45)) as pilot:
            await wait_for(pilot, lambda: app.session is not None and not app.warming, what="connect")
            assert "remote: exactness not known" in app.model_text and "copied from the file" in app.model_text
            await submit(pilot, "add a docstring")
            screen = app.screen
            await wait_for(pilot, lambda: screen.run.phase in (Phase.DONE, Phase.FAILED), what="the edit")
            run = screen.run
            assert run.transcript.done is not None
            assert "return x + 1" in pieces(run, Provenance.ACCEPTED)  # copied from the file
            assert "docstring" in pieces(run, Provenance.TARGET)  # new

    with running(app_) as url:
        drive(url)
