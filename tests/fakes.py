"""A pure-Python backend whose next-token distribution depends on the whole cache.

Because every logit row is a function of every token the cache holds, a trim that
keeps one position too many or too few changes what comes next: the parity tests
catch rollback bugs with it, and it runs thousands of generations per second.
"""

from __future__ import annotations

import math
import random
from typing import Sequence

from redraft.engine.backends.base import BackendInfo
from redraft.engine.config import Sampling


class FakeBackend:
    def __init__(self, table, vocab: int, context: int = 4096, mix=None) -> None:
        self.table = table  # (tokens so far) -> list of vocab probabilities
        self.vocab = vocab
        self.cache: list[int] = []
        self.rng = random.Random(0)
        self.forwards = 0
        self.info = BackendInfo("fake", "fake", "cpu", "fp64", context)

    def reset(self) -> None:
        self.cache = []

    @property
    def cache_len(self) -> int:
        return len(self.cache)

    def prefill(self, tokens: Sequence[int]) -> list[list[float]]:
        assert not self.cache, "prefill needs an empty cache"
        return self.forward(tokens)[-1:]

    def forward(self, tokens: Sequence[int]) -> list[list[float]]:
        self.forwards += 1
        rows = []
        for t in tokens:
            self.cache.append(t)
            rows.append(self.table(tuple(self.cache)))
        return rows

    def trim(self, n: int) -> None:
        assert 0 <= n <= len(self.cache)
        del self.cache[len(self.cache) - n :]

    def seed(self, seed: int | None) -> None:
        self.rng = random.Random(seed)

    def sample(self, rows, sampling: Sampling) -> list[int]:
        out = []
        for probs in rows:
            if sampling.greedy:
                out.append(max(range(self.vocab), key=lambda i: (probs[i], -i)))
            else:
                out.append(self.rng.choices(range(self.vocab), weights=probs)[0])
        return out

    def warmup(self, max_width: int) -> None:
        pass


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
