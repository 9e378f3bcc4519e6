"""Decode attention A/B on a CPU (docs/benchmarks/2026-12-02-cpu-attention.md): one-token steps and
8-row verifies of the static backend, "matmul" against "sdpa", interleaved, per weight format; then
whether a row's logits are the same alone, in a block of 8, in blocks of 2 and of 3 + 5 (bitwise).
Usage: [NT=2] [QUANTS="int4 int8 none"] [ROUNDS=3] python attention.py MODEL_FOLDER"""
import os
import sys
import time
from pathlib import Path

import torch

from redraft.engine.backends.static_backend import StaticBackend

torch.set_num_threads(int(os.environ.get("NT", "2")))
PROMPT = list(range(1000, 1300))


def steps(b, n=16):
    b.reset()
    b.prefill(PROMPT)
    tok = [5]
    for _ in range(4):
        tok = [int(b.forward(tok)[-1].argmax())]
    t = time.perf_counter()
    for _ in range(n):
        tok = [int(b.forward(tok)[-1].argmax())]
    step = (time.perf_counter() - t) / n
    t = time.perf_counter()
    for _ in range(4):
        b.forward(list(range(2000, 2008)))
        b.trim(8)
    return step * 1e3, (time.perf_counter() - t) / 4 * 1e3


def rows_exact(b):
    b.reset()
    b.prefill(PROMPT)
    block = b.forward(list(range(2000, 2008))).float().clone()
    b.trim(8)
    got = {}
    for name, cuts in (("1x8", [1] * 8), ("2x4", [2] * 4), ("3+5", [3, 5])):
        parts, at = [], 2000
        for k in cuts:
            parts.append(b.forward(list(range(at, at + k))).float().clone())
            at += k
        b.trim(8)
        got[name] = bool(torch.equal(block, torch.cat(parts)))
    return got


for q in os.environ.get("QUANTS", "int4 int8 none").split():
    bs = {a: StaticBackend.load(Path(sys.argv[1]), device="cpu", quant=q, attention=a) for a in ("matmul", "sdpa")}
    for r in range(int(os.environ.get("ROUNDS", "3"))):
        for a, b in bs.items():
            s, v = steps(b)
            print(f"{q} round {r} {a:6s} step {s:6.1f} ms ({1e3 / s:4.1f}/s)  8-row verify {v:6.1f} ms", flush=True)
    for a, b in bs.items():
        print(f"{q} {a} rows exact {rows_exact(b)}", flush=True)
    del bs
