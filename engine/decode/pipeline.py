"""Pipelined plain rounds (reference #2074): a plain round enqueues the next one-token step,
fed from the token it samples while that token is still on the device, before the host
reads it. Every backend does this through submit/collect; where the framework queues work
(CUDA, MLX) the host's read overlaps the next forward, on a CPU the steps simply run in turn.

A pipelined step cannot carry a proposal, so a policy still drafting waits PIPELINE_AFTER
plain rounds in a row before pipelining (short misses inside an edit would otherwise lose
their next proposal). Rounds that cannot propose at all (plain decoding, a paused policy)
pipeline at once (reference #2092).
"""

from __future__ import annotations

from ..backends.base import Backend, Handle
from ..config import Sampling
from ..events import PolicyState

PIPELINE_AFTER = 2  # plain rounds in a row before a drafting policy's plain rounds pipeline


def pipelines_now(state: PolicyState, plain_streak: int) -> bool:
    """Whether a plain round starts a pipeline, given the policy's state at the round's start
    and how many plain rounds came right before it."""
    return state in (PolicyState.OFF, PolicyState.PAUSED) or plain_streak >= PIPELINE_AFTER


class Pipeline:
    """At most one step in flight: the next round's forward, fed the token this round samples."""

    def __init__(self, backend: Backend, sampling: Sampling) -> None:
        self.backend, self.sampling = backend, sampling
        self.inflight: Handle | None = None

    @property
    def busy(self) -> bool:
        """A step is in flight: it is this round's forward, and it carries no proposal."""
        return self.inflight is not None

    def step(self, current: int, chain: bool) -> list[int]:
        """This plain round's targets [1]: the step already in flight (or one submitted now,
        fed `current`); with `chain`, the next round's step is enqueued before reading them."""
        handle = self.inflight if self.inflight is not None else self.backend.submit([current], self.sampling)
        self.inflight = self.backend.submit(None, self.sampling) if chain else None
        return self.backend.collect(handle)

    def drain(self) -> bool:
        """Drop a step left in flight at a stop: wait for it and roll its position back.
        True if there was one (it was a forward all the same)."""
        if self.inflight is None:
            return False
        self.backend.collect(self.inflight)
        self.backend.trim(1)
        self.inflight = None
        return True
