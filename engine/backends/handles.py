"""The static backend's submit/collect handles (the Backend contract's pipelining): a step
whose tokens are already on the host, or one still in flight on the GPU."""

from __future__ import annotations

from typing import Any

from torch import Tensor


class Ready:
    """A handle whose tokens are already on the host (CPU, or after a synchronous step)."""

    __slots__ = ("tokens",)

    def __init__(self, tokens: list[int]) -> None:
        self.tokens = tokens


class InFlight:
    """A handle for a step enqueued on the GPU: its tokens land in a pinned slot."""

    __slots__ = ("slot", "n", "event")

    def __init__(self, slot: Tensor, n: int, event: Any) -> None:
        self.slot, self.n, self.event = slot, n, event
