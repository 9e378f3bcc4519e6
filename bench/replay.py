"""A backend that replays a known greedy output: the target at every position is the recorded
next token, so a draft lands exactly where it matches the output. It counts the forwards and
their widths; the text proposer's drafts can be measured without a model (tests), and with
`forward_ms` (a sleep that releases the GIL, as a GPU's kernels do) it stands for a fast device
whose decode loop is bound by Python: the server's overheads then show (bench/serve_rate.py)."""

from __future__ import annotations

import time
from typing import Sequence

from ..engine.backends.base import Backend, BackendInfo

EOS = 1_000_000  # beyond any vocabulary: never a real token


class Replay(Backend):
    """Logits are positions: row r is the position it was fed at, and the draw reads the
    recorded output there."""

    def __init__(self, prompt: Sequence[int], output: Sequence[int], device: str = "cpu", eos: int = EOS,
                 forward_ms: float = 0.0, name: str = "replay") -> None:
        self.start = len(prompt)
        self.output = [*output, eos]
        self.len = 0
        self.widths: list[int] = []  # of every forward after the prefill
        self.forward_s = forward_ms / 1000
        self.info = BackendInfo("replay", name, device, "fp32", 1 << 16, exact=True)

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
        if self.forward_s:
            time.sleep(self.forward_s)
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
        return [self.output[min(max(r - self.start, 0), last)] for r in rows]  # a warm-up reads before the reply
