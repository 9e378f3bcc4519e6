"""Typed messages the worker threads post to the UI. Tokens travel in coalesced batches
(at most ~30 a second), never one cross-thread call per token."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.message import Message

from .state import ModelStatus, Phase
from ...engine.events import Done, Event

if TYPE_CHECKING:
    from ...engine.session_api import EditSession

Stamped = tuple[float, Event]  # (ms since the call started, event)


class ModelLoading(Message):
    """Progress of loading (or first-run provisioning of) the model."""

    def __init__(self, done: int, total: int, stage: str) -> None:
        super().__init__()
        self.done, self.total, self.stage = done, total, stage


class ModelReady(Message):
    def __init__(self, session: EditSession, seconds: float, notices: tuple[str, ...] = ()) -> None:
        super().__init__()
        self.session, self.seconds = session, seconds
        self.notices = notices  # the engine's warnings during the load (log_capture.py)


class ModelFailed(Message):
    def __init__(self, error: str) -> None:
        super().__init__()
        self.error = error


class WarmupDone(Message):
    """The background warm-up after loading finished (error: why it did not)."""

    def __init__(self, seconds: float, error: str = "") -> None:
        super().__init__()
        self.seconds, self.error = seconds, error


class ModelStatusChanged(Message, bubble=False):
    """Posted by the app to every screen when the model's status changes."""

    def __init__(self, status: ModelStatus) -> None:
        super().__init__()
        self.status = status


class PhaseChanged(Message, bubble=False):
    """Posted by a GenerationController to its screen when run `run_id` enters `phase`."""

    def __init__(self, run_id: int, phase: Phase) -> None:
        super().__init__()
        self.run_id, self.phase = run_id, phase


class GenerationStarted(Message, bubble=False):
    """The engine took run `run_id` (the model was free and warm) at clock time `at`."""

    def __init__(self, run_id: int, lane: str, at: float) -> None:
        super().__init__()
        self.run_id, self.lane, self.at = run_id, lane, at


class TokensArrived(Message, bubble=False):
    """A batch of engine events from run `run_id`, lane "main", "plain" or "lookup"."""

    def __init__(self, run_id: int, lane: str, events: tuple[Stamped, ...]) -> None:
        super().__init__()
        self.run_id, self.lane, self.events = run_id, lane, events


class GenerationDone(Message, bubble=False):
    def __init__(self, run_id: int, lane: str, done: Done) -> None:
        super().__init__()
        self.run_id, self.lane, self.done = run_id, lane, done


class GenerationFailed(Message, bubble=False):
    def __init__(self, run_id: int, lane: str, error: str) -> None:
        super().__init__()
        self.run_id, self.lane, self.error = run_id, lane, error
