"""Decode attention A/B on a CPU (docs/benchmarks/2026-12-02-cpu-attention.md): one-token steps and
8-row verifies of the static backend, "matmul" against "sdpa", interleaved, per weight format; then
whether a row's logits are the same alone, in a block of 8, in blocks of 2 and of 3 + 5 (bitwise).
Usage: [NT=2] [QUANTS="int4 int8 none"] [ROUNDS=3] python attention.py MODEL_FOLDER"""
import os
import sys
from pathlib import Path

import torch

from redraft.engine.backends.static_backend import StaticBackend

torch.set_num_threads(int(os.environ.get("NT", "2")))
from loops import rows_exact, steps  # noqa: E402

for q in os.environ.get("QUANTS", "int4 int8 none").split():
    bs = {a: StaticBackend.load(Path(sys.argv[1]), device="cpu", quant=q, attention=a) for a in ("matmul", "sdpa")}
    for r in range(int(os.environ.get("ROUNDS", "3"))):
        for a, b in bs.items():
            s, v = steps(b)
            print(f"{q} round {r} {a:6s} step {s:6.1f} ms ({1e3 / s:4.1f}/s)  8-row verify {v:6.1f} ms", flush=True)
    for a, b in bs.items():
        print(f"{q} {a} rows exact {rows_exact(b)}", flush=True)
    del bs
