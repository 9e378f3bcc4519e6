"""A server over a scripted session (no model): the reply is the request's own text, so a
test can tell every client's tokens from another's; `gate` holds a generation mid-stream.
`running()` serves an app with uvicorn on 127.0.0.1 (a free port) in a thread."""

from __future__ import annotations

import contextlib
import os
import threading
import time

import uvicorn

from redraft.app.serve.cmd import bind_tcp, uvicorn_config
from redraft.app.serve.routes import Limits, build_app
from redraft.engine import Done, InputError, Summary
from tests.app.tui.fakes import ScriptedSession, lookup_events

SOURCE = "def f(x):\n    return x + 1\n"


def edit_reply(instruction: str, source: str = SOURCE) -> str:
    return f"```python\n{source}# {instruction}\n```\n"


class ServeSession(ScriptedSession):
    """ScriptedSession with what the server needs besides stream(): the prompt checks and
    chat. Replies echo the request."""

    max_source = 10_000

    def __init__(self, **kw) -> None:
        super().__init__("", **kw)

    def prompt(self, req):
        if not req.instruction.strip():
            raise InputError("the instruction is empty")
        if len(req.source) > self.max_source:
            raise InputError("the file is too long for this model")
        return list(range(10))

    def chat_prompt(self, messages):
        return list(range(5))

    def default_max_tokens(self, ids):
        return 100

    def stream(self, req, cfg, cancelled=lambda: False, ids=None):
        self.calls.append((req, cfg))
        return self._run(lookup_events(edit_reply(req.instruction, req.source)), cancelled)

    def stream_chat(self, messages, cfg, cancelled=lambda: False, ids=None):
        self.calls.append((messages, cfg))
        return self._run(lookup_events(messages[-1]["content"]), cancelled)


@contextlib.contextmanager
def running(app):
    """`app` served on 127.0.0.1:(a free port) until the block ends; yields the base URL."""
    sock = bind_tcp("127.0.0.1", 0)
    server = uvicorn.Server(uvicorn_config(app, timeout_graceful_shutdown=2))
    th = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    th.start()
    deadline = time.monotonic() + 10
    while not server.started:
        assert time.monotonic() < deadline and th.is_alive(), "the server did not start"
        time.sleep(0.01)
    try:
        yield f"http://127.0.0.1:{sock.getsockname()[1]}"
    finally:
        server.should_exit = True
        th.join(10)


def serve(session=None, token=None, **limits):
    session = session or ServeSession()
    return session, build_app(session, limits=Limits(**limits), token=token)


class EmptySession(ServeSession):
    """A server that answers an edit with no text at all."""

    def stream(self, req, cfg, cancelled=lambda: False, ids=None):
        self.calls.append((req, cfg))
        return iter([Done("", (), Summary("prompt lookup", 10, 0, 1, 1, 0, 0, 1.0, 1.0, "eos"))])


def serve_factory(progress):
    """REDRAFT_SESSION_FACTORY=tests.app.serve.fakes:serve_factory for a `redraft serve` a test
    starts (or one `redraft edit` starts): a ServeSession, each event REDRAFT_TEST_DELAY_S
    apart; REDRAFT_TEST_REPLY=empty answers nothing; REDRAFT_TEST_LOAD=fail fails to load."""
    if os.environ.get("REDRAFT_TEST_LOAD") == "fail":
        raise InputError("the test's model refuses to load")
    delay = float(os.environ.get("REDRAFT_TEST_DELAY_S", "0"))
    cls = EmptySession if os.environ.get("REDRAFT_TEST_REPLY") == "empty" else ServeSession
    return cls(delay_s=delay)
