"""A backend that replays a known greedy output: the target at every position is the recorded
next token, so a draft lands exactly where it matches the output. It counts the forwards and
their widths; the text proposer's drafts can be measured without a model."""

from __future__ import annotations

from typing import Sequence

from redraft.engine.backends.base import Backend, BackendInfo

EOS = 1_000_000  # beyond any vocabulary: never a real token


class Replay(Backend):
    """Logits are positions: row r is the position it was fed at, and the draw reads the
    recorded output there."""

    def __init__(self, prompt: Sequence[int], output: Sequence[int], device: str = "cpu") -> None:
        self.start = len(prompt)
        self.output = [*output, EOS]
        self.len = 0
        self.widths: list[int] = []  # of every forward after the prefill
        self.info = BackendInfo("replay", "replay", device, "fp32", 1 << 16)

    @property
    def cache_len(self) -> int:
        return self.len

    def _reset(self) -> None:
        self.len = 0

    def _prefill(self, tokens: Sequence[int]) -> list[int]:
        self.len = len(tokens)
        return [self.len]

    def _forward(self, tokens) -> list[int]:
        self.widths.append(len(tokens))
        rows = []
        for _ in tokens:
            self.len += 1
            rows.append(self.len)
        return rows

    def _trim(self, n: int) -> None:
        self.len -= n

    def seed(self, seed) -> None:
        pass

    def draw(self, rows, sampling) -> list[int]:
        last = len(self.output) - 1
        return [self.output[min(r - self.start, last)] for r in rows]
