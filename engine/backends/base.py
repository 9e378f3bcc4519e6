"""The tiny interface the round loop sees: prefill, forward a block, sample, trim.

Logits are opaque to the core; only the backend reads them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol, Sequence

from redraft.engine.config import Sampling

Logits = Any  # backend-owned: [n, vocab] for the last n positions fed


@dataclass(frozen=True)
class BackendInfo:
    name: str  # "torch" or "mlx"
    model: str
    device: str
    dtype: str
    max_context: int
    # True where greedy lookup is byte-identical to plain decoding by construction: a row's
    # logits do not depend on how many rows share its forward (engine/backends/shapes.py).
    exact: bool = False


class Backend(Protocol):
    info: BackendInfo

    def reset(self) -> None:
        """Forget the cache: the next call is a prefill."""

    def prefill(self, tokens: Sequence[int]) -> Logits:
        """Feed the prompt into an empty cache; return the last position's logits [1, vocab]."""

    def forward(self, tokens: Sequence[int]) -> Logits:
        """Feed a block after what the cache holds; return its logits [len(tokens), vocab]."""

    def sample(self, logits: Logits, sampling: Sampling) -> list[int]:
        """One token per position: argmax when greedy, else t ~ p (temperature, top-k, top-p)."""

    def seed(self, seed: int | None) -> None:
        """Seed the sampler's generator (None: from entropy)."""

    def trim(self, n: int) -> None:
        """Drop the last n positions from the cache."""

    @property
    def cache_len(self) -> int:
        """Positions the cache holds."""

    def warmup(self, max_width: int) -> None:
        """Run one forward at every verify width 1..max_width so no timed run pays first use."""
