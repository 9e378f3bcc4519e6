"""What the screens and their controllers use of the app (RedraftApp satisfies it), typed
without importing the app module: the session and its lock, the clock, the shared state,
and the few app-wide actions. A Protocol, so the app module stays free to import screens."""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING, Any, Callable, Protocol

from .history import History
from .state import Baselines, EditLog, ModelStatus, Request
from ...engine.config import DecodeConfig
from ...engine.session_api import EditSession


class AppServices(Protocol):
    session: EditSession | None  # None until the model loads (and while it reloads)
    session_lock: threading.Lock  # one call on the model at a time
    cfg: DecodeConfig  # the decode settings a typed request runs with
    retries: int  # automatic retries of a suspect or breaking result
    clock: Callable[[], float]
    warming: bool  # the essential warm-up after loading is running
    undo_stack: EditLog
    baselines: Baselines
    history: History
    early_keys: list[str]  # typed before the first edit screen was up (RedraftApp.on_key)

    @property
    def model_status(self) -> ModelStatus: ...

    def next_run_id(self) -> int: ...

    def speedup_text(self, request: Request) -> str: ...

    def prune_backups(self) -> None: ...

    def push_screen(self, screen: Any, callback: Any = None, *args: Any, **kw: Any) -> Any: ...

    def copy_to_clipboard(self, text: str) -> None: ...


if TYPE_CHECKING:
    from textual.app import App

    class ServicesApp(App[Any], AppServices):
        """For the type checker: a Textual app with the services (RedraftApp is one). A screen
        types its `app` as this, without importing app.py, which imports the screens."""
