"""What an AVX2-only CPU would run, emulated on this one (docs/benchmarks/2026-12-02-cpu-attention.md): run under
ATEN_CPU_CAPABILITY=avx2 ONEDNN_MAX_CPU_ISA=AVX2 MKL_ENABLE_INSTRUCTIONS=AVX2, so torch, oneDNN and MKL pick their
AVX2 kernels (the memory system stays this machine's). Compares what `auto` runs there (fp32 weights) with int8 and
int4: load, a 300-token prefill, one-token steps, 8-row verifies.
Usage: [NT=2] [SYSTEMS="fp32 int8 int4"] [ROUNDS=2] python avx2.py MODEL_FOLDER"""
import os
import sys
import time
from pathlib import Path

import torch

from redraft.engine import placement

flags = placement.linux_cpu_flags() or frozenset()
placement.linux_cpu_flags = lambda: frozenset(f for f in flags if not f.startswith(("amx", "avx512")))

from redraft.engine.backends.static_backend import StaticBackend  # noqa: E402

torch.set_num_threads(int(os.environ.get("NT", "2")))
print("capability", torch.backends.cpu.get_cpu_capability(), flush=True)
PROMPT = list(range(1000, 1300))
bs = {}
for name in os.environ.get("SYSTEMS", "fp32 int8 int4").split():
    t = time.perf_counter()
    if name == "fp32":
        bs[name] = StaticBackend.load(Path(sys.argv[1]), device="cpu", dtype="fp32")
    else:
        bs[name] = StaticBackend.load(Path(sys.argv[1]), device="cpu", quant=name)
    print(name, f"load {time.perf_counter() - t:.1f} s", flush=True)
for r in range(int(os.environ.get("ROUNDS", "2"))):
    for name, b in bs.items():
        b.reset()
        t = time.perf_counter()
        b.prefill(PROMPT)
        pre = time.perf_counter() - t
        tok = [5]
        for _ in range(2):
            tok = [int(b.forward(tok)[-1].argmax())]
        t = time.perf_counter()
        for _ in range(12):
            tok = [int(b.forward(tok)[-1].argmax())]
        step = (time.perf_counter() - t) / 12
        t = time.perf_counter()
        for _ in range(3):
            b.forward(list(range(2000, 2008)))
            b.trim(8)
        ver = (time.perf_counter() - t) / 3
        print(f"round {r} {name:5s} prefill 300 {pre:5.2f} s  step {step * 1e3:6.1f} ms ({1 / step:4.1f}/s)  8-row verify {ver * 1e3:6.1f} ms", flush=True)
