"""Launching a worker (runner.run_generation, runner.run_race) on the app's model for a
screen, one at a time: each launch gets a fresh run id (the messages it posts carry it, so
a stale run's are ignored) and a fresh cancel flag. Shared by the GenerationController
(the main screen) and the race screen."""

from __future__ import annotations

import threading
from functools import partial
from typing import TYPE_CHECKING, Any, Callable, Protocol

from .runner import spawn
from ...engine.config import DecodeConfig
from ...engine.session import EditRequest

if TYPE_CHECKING:
    from .services import AppServices

Worker = Callable[..., None]  # runner.run_generation or runner.run_race


class Owner(Protocol):
    """A screen that launches workers: the app they run on, and where their messages go."""

    @property
    def app(self) -> AppServices: ...

    def post_message(self, message: Any) -> bool: ...


class Launcher:
    """Runs a worker on the app's session in a daemon thread, one at a time for its
    screen: each launch gets a fresh run id (the messages it posts carry it, so a stale
    run's are ignored) and a fresh cancel flag."""

    def __init__(self, owner: Owner) -> None:
        self.owner = owner
        self.run_id = 0
        self.cancel_event = threading.Event()

    def launch(self, worker: Worker, req: EditRequest, cfg: DecodeConfig, name: str, **kw: Any) -> int:
        app = self.owner.app
        session = app.session
        assert session is not None, "launched before the model was loaded"
        self.run_id = app.next_run_id()
        self.cancel_event = threading.Event()
        spawn(partial(worker, session, req, cfg, run_id=self.run_id, cancel=self.cancel_event,
                      post=self.owner.post_message, lock=app.session_lock, clock=app.clock, **kw), name)
        return self.run_id

    def cancel(self) -> None:
        self.cancel_event.set()
