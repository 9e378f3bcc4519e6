"""What the app needs of an editing session, typed: the seam between the UI and whatever
runs the model (engine.session.Session in process, or app/remote's sessions on a server).
Structural (typing.Protocol): a session satisfies it by having these members, and the
tests check every session the app can get (tests/tui/test_generation.py,
test_every_session_the_app_can_get_is_an_edit_session)."""

from __future__ import annotations

from typing import Callable, Iterator, Protocol, runtime_checkable

from .config import DecodeConfig
from .events import Event, Summary
from .session import EditRequest, EditResult


class ModelFacts(Protocol):
    """What the app shows about the loaded model (BackendInfo in process, a server's
    ModelInfo remotely)."""

    @property
    def name(self) -> str: ...  # the backend: "torch-static", "mlx", ... or "openai-compatible"

    @property
    def model(self) -> str: ...

    @property
    def device(self) -> str: ...

    @property
    def dtype(self) -> str: ...

    @property
    def max_context(self) -> int: ...

    @property
    def exact(self) -> bool: ...  # greedy lookup is byte-identical to plain decoding

    @property
    def quant(self) -> str: ...  # the weights' storage: "none" (the dtype) or "int4"

    @property
    def quant_note(self) -> str: ...  # what int4 weights kept from the GGUF ("" otherwise)


@runtime_checkable
class EditSession(Protocol):
    """A model the app can edit with: stream an edit (cancellable), run one to its end,
    warm up, and say what it is and where it runs."""

    @property
    def info(self) -> ModelFacts: ...

    @property
    def server(self) -> str:
        """Where the model runs as the user knows it (a server's address), "" in process."""
        ...

    def resolved(self, cfg: DecodeConfig) -> DecodeConfig:
        """`cfg` with its "auto" values filled in as this session will run it."""
        ...

    def warmup(self, cfg: DecodeConfig, later: bool = True) -> None:
        """Pay first-use costs for `cfg` now; later=False leaves warmup_later's pieces."""
        ...

    def warmup_later(self) -> Iterator[None]:
        """The rest of the warm-up, one piece per step (a no-op for a server)."""
        ...

    def warm_prompt(self, source: str, filename: str = "") -> None:
        """Prepare for a first request on this file (a no-op where nothing needs it)."""
        ...

    def stream(self, req: EditRequest, cfg: DecodeConfig,
               cancelled: Callable[[], bool] = lambda: False) -> Iterator[Event]:
        """The edit's events, ending with Done (a cancelled one included)."""
        ...

    def edit(self, req: EditRequest, cfg: DecodeConfig) -> EditResult:
        """Run the edit to its end."""
        ...

    def stats_line(self, summary: Summary) -> str:
        """The CLI's one-line stats for a run of this session (a server's names it)."""
        ...
