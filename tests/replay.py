"""A backend that replays a known greedy output: the target at every position is the recorded
next token, so a draft lands exactly where it matches the output. It counts the forwards and
their widths; the text proposer's drafts can be measured without a model."""

from __future__ import annotations

from typing import Sequence

from redraft.engine.backends.base import BackendInfo

EOS = 1_000_000  # beyond any vocabulary: never a real token


class Replay:
    def __init__(self, prompt: Sequence[int], output: Sequence[int], device: str = "cpu") -> None:
        self.start = len(prompt)
        self.output = [*output, EOS]
        self.cache_len = 0
        self.widths: list[int] = []
        self.info = BackendInfo("replay", "replay", device, "fp32", 1 << 16)

    def reset(self) -> None:
        self.cache_len = 0

    def seed(self, seed) -> None:
        pass

    def warmup(self, max_width: int) -> None:
        pass

    def prefill(self, tokens: Sequence[int]) -> list[int]:
        self.cache_len = len(tokens)
        return [self.cache_len]

    def forward(self, tokens: Sequence[int]) -> list[int]:
        self.widths.append(len(tokens))
        rows = []
        for _ in tokens:
            self.cache_len += 1
            rows.append(self.cache_len)
        return rows

    def sample(self, rows, sampling) -> list[int]:
        last = len(self.output) - 1
        return [self.output[min(r - self.start, last)] for r in rows]

    def trim(self, n: int) -> None:
        self.cache_len -= n
