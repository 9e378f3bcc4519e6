"""A pure-Python backend whose next-token distribution depends on the whole cache.

Because every logit row is a function of every token the cache holds, a trim that
keeps one position too many or too few changes what comes next: the parity tests
catch rollback bugs with it, and it runs thousands of generations per second.
"""

from __future__ import annotations

import math
import random
from typing import Sequence

from redraft.engine.backends.base import Backend, BackendInfo
from redraft.engine.config import Sampling


class FakeBackend(Backend):
    """Everything but the cache and the draw comes from the Backend base class, so the fake
    keeps the same contract (room, prefill on a non-empty cache, trim, submit/collect) as
    the real backends."""

    def __init__(self, table, vocab: int, context: int = 4096) -> None:
        self.table = table  # (tokens so far) -> list of vocab probabilities
        self.vocab = vocab
        self.cache: list[int] = []
        self.rng = random.Random(0)
        self.info = BackendInfo("fake", "fake", "cpu", "fp64", context)

    @property
    def cache_len(self) -> int:
        return len(self.cache)

    def _reset(self) -> None:
        self.cache = []

    def _forward(self, tokens: Sequence[int]) -> list[list[float]]:
        rows = []
        for t in tokens:
            self.cache.append(t)
            rows.append(self.table(tuple(self.cache)))
        return rows

    def _trim(self, n: int) -> None:
        del self.cache[len(self.cache) - n :]

    def seed(self, seed: int | None) -> None:
        self.rng = random.Random(seed)

    def draw(self, rows, sampling: Sampling) -> list[int]:
        out = []
        for probs in rows:
            if sampling.greedy:
                out.append(max(range(self.vocab), key=lambda i: (probs[i], -i)))
            else:
                out.append(self.rng.choices(range(self.vocab), weights=probs)[0])
        return out


def hashed_table(vocab: int, salt: int = 0, peak: float = 3.0, copy_bias: float = 0.0):
    """Probabilities from a hash of the whole prefix (cache-dependent); with copy_bias the
    token that followed the last token's previous occurrence gets extra weight, so the
    output copies its context the way edits do."""

    def table(prefix: tuple[int, ...]) -> list[float]:
        rng = random.Random(hash((salt, prefix)) & 0xFFFFFFFF)
        logits = [rng.gauss(0, peak) for _ in range(vocab)]
        if copy_bias:
            last = prefix[-1]
            for j in range(len(prefix) - 2, -1, -1):
                if prefix[j] == last:
                    logits[prefix[j + 1]] += copy_bias
                    break
        m = max(logits)
        w = [math.exp(x - m) for x in logits]
        s = sum(w)
        return [x / s for x in w]

    return table


def decode_letters(ids) -> str:
    return "".join(chr(0x61 + i % 26) for i in ids)
