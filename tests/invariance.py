"""The invariance property: a row's logits are bitwise the same however the rows were
grouped into forwards (alone, in blocks, after a trim). Used by tests/engine/backends/test_invariance.py
and by docs/benchmarks/invariance_probe.py."""

from __future__ import annotations

import random
from typing import Sequence

import torch


def rows_by_steps(backend, prompt: Sequence[int], tokens: Sequence[int]) -> torch.Tensor:
    """Reference: the logits of every position of `tokens`, fed one token per forward."""
    backend.reset()
    backend.prefill(list(prompt))
    rows = [backend.forward([t]).clone() for t in tokens]
    return torch.cat(rows)  # [len(tokens), V]


def rows_by_blocks(
    backend, prompt: Sequence[int], tokens: Sequence[int], blocks: Sequence[tuple[int, int]], junk: int = 7
) -> torch.Tensor:
    """The same positions fed as blocks: (k, r) feeds the next k tokens plus r junk tokens
    (a rejected draft's tail), then trims the r. Blocks cycle until every token is fed."""
    backend.reset()
    backend.prefill(list(prompt))
    rows, at, i = [], 0, 0
    rng = random.Random(junk)
    while at < len(tokens):
        k, r = blocks[i % len(blocks)]
        i += 1
        k = min(k, len(tokens) - at)
        extra = [rng.choice(tokens) for _ in range(r)]
        out = backend.forward([*tokens[at : at + k], *extra])
        rows.append(out[:k].clone())
        backend.trim(r)
        at += k
    return torch.cat(rows)


def mismatched_rows(a: torch.Tensor, b: torch.Tensor) -> list[int]:
    """Indices of rows that differ in any bit."""
    same = (a.view(a.shape[0], -1) == b.view(b.shape[0], -1)).all(dim=-1) | (
        torch.isnan(a) & torch.isnan(b)
    ).view(a.shape[0], -1).all(dim=-1)
    return [i for i, ok in enumerate(same.tolist()) if not ok]
