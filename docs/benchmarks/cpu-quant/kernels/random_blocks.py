"""Random block matrices at real shapes for the kernel benchmarks (blockq_bench.py, kinds.py): any codes of a kind are
valid, with scales that keep the products finite."""
import numpy as np
import torch

from redraft.engine.models.blocks import BlockWeight
from redraft.engine.store import block_codes


def blocks(n: int, k: int, kind: int, rng: np.random.Generator) -> BlockWeight:
    top = {4: 16, 5: 32, 6: 64, 8: 256}[kind]
    codes = rng.integers(0, top, (n, k), dtype=np.uint8)
    s = (rng.random((n, k // (16 if kind == 6 else 32))) * 0.01).astype(np.float16)
    b, sc = block_codes.tile(codes, s, kind, s if kind == 4 else None)
    return BlockWeight(kind, torch.from_numpy(b), torch.from_numpy(sc))
