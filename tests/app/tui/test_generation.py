"""The GenerationController without a screen: a fake host collects what it shows and the
messages the worker posts, and a scripted session (an EditSession) answers. Phases: start
-> (waiting) -> generating -> done, cancelled or failed; retries of a suspect result; and
every session the app can be handed satisfies engine/session_api.EditSession."""

from __future__ import annotations

import queue
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

import httpx

from redraft.app.tui.document import Document
from redraft.app.tui.generation import GenerationController
from redraft.app.tui.history import History
from redraft.app.tui.messages import GenerationDone, GenerationFailed, GenerationStarted, PhaseChanged, TokensArrived
from redraft.app.tui.state import Baselines, EditLog, ModelStatus, Phase
from redraft.engine.config import DecodeConfig
from redraft.engine.errors import RedraftError
from redraft.engine.session_api import EditSession
from tests.app.tui.conftest import EDITED, SOURCE
from tests.app.tui.fakes import ScriptedSession, tiny_session

UNCHANGED = f"Here it is:\n```python\n{SOURCE}```\n"


@dataclass
class FakeApp:
    """The app's services the controller uses (app/tui/services.AppServices)."""

    session: EditSession | None
    retries: int = 0
    cfg: DecodeConfig = field(default_factory=DecodeConfig)
    session_lock: threading.Lock = field(default_factory=threading.Lock)
    clock: Callable[[], float] = lambda: 100.0
    warming: bool = False
    undo_stack: EditLog = field(default_factory=EditLog)
    baselines: Baselines = field(default_factory=Baselines)
    history: History = field(default_factory=lambda: History(Path("/nonexistent/history.json")))
    model_status: ModelStatus = field(default_factory=ModelStatus)
    launched: int = 0

    def next_run_id(self) -> int:
        self.launched += 1
        return self.launched


class FakeHost:
    """A screen as the controller sees it (GenerationHost): what it was told to show."""

    def __init__(self, app: FakeApp, doc: Document) -> None:
        self.app, self.doc = app, doc
        self.inbox: queue.Queue = queue.Queue()  # post_message: thread-safe, as Textual's
        self.statuses: list[str] = []
        self.notes: list[str] = []
        self.phases: list[Phase] = []
        self.shown: Any = "nothing"

    def post_message(self, message: Any) -> bool:
        self.inbox.put(message)
        return True

    def notify(self, message: str, **kw: Any) -> None:
        self.notes.append(message)

    def set_status(self, text: str) -> None:
        self.statuses.append(text)

    def current_doc(self) -> Document:
        return self.doc

    def show_output(self, transcript) -> None:
        self.shown = transcript

    def output_changed(self) -> None:
        pass

    def refresh_stats(self) -> None:
        pass


def pump(gen: GenerationController, host: FakeHost, until: Callable[[], bool], timeout: float = 10.0) -> None:
    """Deliver posted messages to the controller as EditScreen's handlers do, until `until`."""
    handlers = {GenerationStarted: gen.started, TokensArrived: gen.tokens, GenerationDone: gen.done,
                GenerationFailed: gen.failed, PhaseChanged: lambda m: host.phases.append(m.phase)}
    while not until():
        msg = host.inbox.get(timeout=timeout)
        handlers[type(msg)](msg)


def drain(gen: GenerationController, host: FakeHost) -> None:
    pump(gen, host, host.inbox.empty)


def controller(session: EditSession | None, retries: int = 0) -> tuple[GenerationController, FakeHost]:
    host = FakeHost(FakeApp(session, retries=retries), Document.scratch(SOURCE))
    return GenerationController(host), host


def test_start_streams_then_done():
    gen, host = controller(ScriptedSession(EDITED))
    assert gen.start("rename x to count", DecodeConfig())
    run = gen.run
    assert run is not None and host.shown is run.transcript and gen.busy
    pump(gen, host, lambda: run.phase is Phase.DONE)
    drain(gen, host)
    assert host.phases == [Phase.WAITING, Phase.GENERATING, Phase.DONE]
    assert host.statuses[:2] == ["waiting for the model… esc cancels", "generating (prompt lookup)… esc cancels"]
    assert host.statuses[-1].startswith("verified (eos)") and run.verdict.level == "verified"
    assert run.result() is not None and "count += 1" in run.result() and not gen.busy
    assert host.app.baselines.runs  # a finished run is a baseline for the speedup


def test_a_request_before_the_model_waits_then_goes():
    gen, host = controller(None)
    gen.start("rename x to count", DecodeConfig())
    assert gen.queued and host.statuses == ["waiting for the model to load… (counted in the stats)"]
    host.app.session = ScriptedSession(EDITED)
    gen.model_ready()
    assert not gen.queued and gen.run.run_id == 1
    pump(gen, host, lambda: gen.run.phase is Phase.DONE)
    gen.model_ready()  # a later status message launches nothing again
    assert host.app.launched == 1


def test_cancel_while_streaming():
    session = ScriptedSession(EDITED, gate_at=5)
    gen, host = controller(session)
    gen.start("rename x to count", DecodeConfig())
    run = gen.run
    pump(gen, host, lambda: run.phase is Phase.GENERATING)
    assert session.reached.wait(5)
    gen.cancel()
    assert run.phase is Phase.CANCELLED and gen.launcher.cancel_event.is_set() and not gen.busy
    assert host.statuses[-1] == "cancelled · enter or ctrl+r runs it again" and "Generation cancelled." in host.notes
    pump(gen, host, lambda: run.transcript.finished)  # the worker ends its round with a cancelled Done
    drain(gen, host)
    assert run.transcript.stop_reason == "cancelled" and session.cancelled_runs == 1
    assert host.phases[-1] is Phase.CANCELLED and Phase.DONE not in host.phases


def test_cancel_before_the_model_loaded():
    gen, host = controller(None)
    gen.start("rename x to count", DecodeConfig())
    gen.cancel()
    assert gen.run.phase is Phase.CANCELLED and host.statuses[-1] == "cancelled before the model was ready"
    assert host.notes == []  # nothing ran: no notification


class Failing(ScriptedSession):
    def stream(self, req, cfg, cancelled=lambda: False):
        raise RedraftError("the model fell over")


def test_a_failing_session_fails_the_run():
    gen, host = controller(Failing(EDITED))
    gen.start("rename x to count", DecodeConfig())
    pump(gen, host, lambda: gen.run.phase is Phase.FAILED)
    drain(gen, host)
    assert gen.run.error == "the model fell over" and host.statuses[-1] == "failed: the model fell over"
    assert host.phases == [Phase.WAITING, Phase.GENERATING, Phase.FAILED]  # the model took it, then failed


def test_a_suspect_result_is_retried_and_the_better_attempt_kept():
    session = ScriptedSession([UNCHANGED, EDITED])
    gen, host = controller(session, retries=1)
    gen.start("rename x to count", DecodeConfig())
    first = gen.run
    pump(gen, host, lambda: first.tries.kept is not None)
    drain(gen, host)
    tries = first.tries
    assert len(tries.runs) == 2 and tries.kept == 1 and gen.run is tries.runs[1]
    assert [r.phase for r in tries.runs] == [Phase.DONE, Phase.DONE]
    assert host.phases == [Phase.WAITING, Phase.GENERATING, Phase.DONE] * 2
    assert any(s.startswith("attempt 2 (greedy): attempt 1 was suspect") for s in host.statuses)
    assert host.statuses[-1].startswith("verified (eos) · attempt 2 of 2 kept")
    assert session.calls[1][0].instruction.startswith("rename x to count\nYour previous attempt")


def test_when_no_retry_helps_the_first_attempt_is_shown_again():
    gen, host = controller(ScriptedSession([UNCHANGED, UNCHANGED]), retries=1)
    gen.start("rename x to count", DecodeConfig())
    first = gen.run
    pump(gen, host, lambda: first.tries.kept is not None)
    assert first.tries.kept == 0 and gen.run is first and host.shown is first.transcript
    assert host.statuses[-1] == "attempt 1 of 2 kept · the result is suspect: no changes · ctrl+r retry, telling the model · ctrl+s asks to write anyway"


def test_reject_keeps_the_request_for_retry():
    gen, host = controller(ScriptedSession(EDITED))
    gen.start("rename x to count", DecodeConfig())
    pump(gen, host, lambda: gen.run.phase is Phase.DONE)
    gen.reject()
    assert gen.run is None and host.shown is None and gen.last_request.instruction == "rename x to count"
    gen.retry("")
    pump(gen, host, lambda: gen.run is not None and gen.run.phase is Phase.DONE)
    assert [c[0].instruction for c in host.app.session.calls] == ["rename x to count"] * 2


def test_every_session_the_app_can_get_is_an_edit_session():
    from redraft.app.remote.address import parse
    from redraft.app.remote.openai_session import OpenAISession
    from redraft.app.remote.session import RemoteSession
    from redraft.app.wire import ModelInfo

    addr = parse("http://127.0.0.1:9")
    with httpx.Client() as client:
        remote = RemoteSession(addr, client, ModelInfo("torch-static", "m", "cpu", "bf16", 4096))
        openai = OpenAISession(addr, client, "m")
        sessions = [tiny_session(), remote, openai, ScriptedSession(EDITED)]
        for s in sessions:
            assert isinstance(s, EditSession), type(s).__name__
            assert s.info.quant == "none" and isinstance(s.server, str)
        assert [s.server for s in sessions] == ["", addr.label, addr.label, ""]
        remote.warm_prompt(SOURCE, "stats.py")  # a server's business: a no-op here


class GatedRetry(ScriptedSession):
    """The first attempt runs through; the retry stops at its fifth event until cancelled."""

    def stream(self, req, cfg, cancelled=lambda: False):
        self.gate_at = 5 if self.calls else None
        return super().stream(req, cfg, cancelled)


def test_cancelling_a_retry_keeps_the_earlier_attempt():
    session = GatedRetry([UNCHANGED, EDITED])
    gen, host = controller(session, retries=1)
    gen.start("rename x to count", DecodeConfig())
    first = gen.run
    pump(gen, host, lambda: len(first.tries.runs) == 2 and first.tries.runs[1].phase is Phase.GENERATING)
    assert session.reached.wait(5)
    second = first.tries.runs[1]
    gen.cancel()
    assert second.phase is Phase.CANCELLED and not gen.busy
    assert gen.run is first and host.shown is first.transcript and first.tries.kept == 0
    assert "Attempt 2 cancelled: attempt 1 kept." in host.notes
    kept_status = ("attempt 1 of 2 kept · the result is suspect: no changes · ctrl+r retry, telling the model"
                   " · ctrl+s asks to write anyway")
    assert host.statuses[-1] == kept_status
    time.sleep(0.2)  # the worker ends the retry's round with a cancelled Done: it changes nothing
    drain(gen, host)
    assert gen.run is first and host.shown is first.transcript and host.statuses[-1] == kept_status
    assert session.cancelled_runs == 1


class GatedThird(ScriptedSession):
    """The first two attempts run through; the third stops at its fifth event until cancelled."""

    def stream(self, req, cfg, cancelled=lambda: False):
        self.gate_at = 5 if len(self.calls) == 2 else None
        return super().stream(req, cfg, cancelled)


def test_cancelling_the_last_retry_keeps_the_best_earlier_attempt_not_the_first(tmp_path):
    """Attempt 1 breaks the file, attempt 2 is only suspect, attempt 3 of 3 is cancelled: the
    suspect one is kept (a breaking result ranks below it), not the first nor the cut-short.
    A docstring: an edit the check computes no fix for, so a refused attempt is retried (a
    rename's computed fix would replace the retry, engine/retry.next_attempt)."""
    from redraft.app.files.reading import read_source

    path = tmp_path / "stats.py"
    path.write_text(SOURCE)
    broken = "```python\n" + SOURCE.replace("(values)", "(values") + "```\n"
    session = GatedThird([broken, UNCHANGED, EDITED])
    gen, host = controller(session, retries=2)
    host.doc = Document.from_loaded(read_source(str(path)))
    gen.start("add a docstring to summarize", DecodeConfig())
    first = gen.run
    pump(gen, host, lambda: len(first.tries.runs) == 3 and first.tries.runs[2].phase is Phase.GENERATING)
    assert session.reached.wait(5)
    runs = first.tries.runs
    assert [r.verdict.level for r in runs[:2]] == ["breaks", "suspect"]
    gen.cancel()
    assert runs[2].phase is Phase.CANCELLED and not gen.busy
    assert first.tries.kept == 1 and gen.run is runs[1] and host.shown is runs[1].transcript
    assert "Attempt 3 cancelled: attempt 2 kept." in host.notes
    time.sleep(0.2)
    drain(gen, host)
    assert gen.run is runs[1] and session.cancelled_runs == 1


def test_a_file_type_with_no_check_ends_not_checked_not_parses(tmp_path):
    """A .txt result: no parser, no rule: the status says "not checked" as the check does
    (it said "parses" beside "check: not checked (.txt)")."""
    from redraft.app.files.reading import read_source

    path = tmp_path / "notes.txt"
    path.write_text("one\ntwo\n")
    gen, host = controller(ScriptedSession("```\none\n2\n```\n"))
    host.doc = Document.from_loaded(read_source(str(path)))
    gen.start("write two as a digit", DecodeConfig())
    pump(gen, host, lambda: gen.run is not None and gen.run.phase is Phase.DONE)
    drain(gen, host)
    assert gen.run.verdict.text.startswith("not checked (.txt)")
    assert host.statuses[-1].startswith("not checked (eos) · "), host.statuses[-1]


def test_an_empty_file_can_be_edited_but_an_empty_paste_buffer_cannot(tmp_path):
    from redraft.app.files.reading import read_source

    empty = tmp_path / "empty.py"
    empty.write_text("")
    session = ScriptedSession("```python\ndef main():\n    pass\n```\n")
    gen, host = controller(session)
    host.doc = Document.from_loaded(read_source(str(empty)))
    assert gen.start("add a main function", DecodeConfig())
    pump(gen, host, lambda: gen.run.phase is Phase.DONE)
    assert gen.run.result() == "def main():\n    pass\n" and session.calls[0][0].source == ""
    gen2, host2 = controller(ScriptedSession(EDITED))
    host2.doc = Document.scratch("  \n")
    assert not gen2.start("add a main function", DecodeConfig())
    assert host2.notes == ["Nothing to edit yet: paste some text or open a file first."]


def test_another_file_forgets_the_last_request():
    gen, host = controller(ScriptedSession(EDITED))
    gen.start("rename x to count", DecodeConfig())
    pump(gen, host, lambda: gen.run.phase is Phase.DONE)
    gen.reject()
    assert host.statuses[-1] == "rejected · ctrl+r runs it again · enter runs a new instruction"
    gen.forget()
    assert gen.run is None and gen.last_request is None and host.shown is None
    assert host.statuses[-1] == "type an instruction below and press enter"
    gen.retry("")
    assert host.notes[-1] == "Nothing to retry yet: type an instruction (↑ recalls earlier ones)."
