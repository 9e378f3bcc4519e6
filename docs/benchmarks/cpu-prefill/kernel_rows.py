"""The 1.5B's layer products at a prompt's row counts, on random block matrices of its shapes and kinds:
bq_linear (the step kernel) against bq_prompt_linear (the prompt kernel, checked to give the same float32
bits) and torch's F.linear on the same weights in float32 and bf16 (oneDNN's AMX on a CPU that has it).
JSON lines: shape, kind, rows, milliseconds (best of RUNS, wall) and GMAC/s. Usage: kernel_rows.py [R ...]
(default 300 2048; RUNS=3). Run where the kernel builds; REDRAFT_KERNEL_ISA=avx2 times the AVX2 code."""
import json
import os
import sys
import time

import numpy as np
import torch

from redraft.engine.models import blocks
from redraft.engine.placement import linux_cpu_flags
from redraft.engine.store import block_codes

SHAPES = {"qkv": (2048, 1536, 4), "o": (1536, 1536, 4), "gate_up": (17920, 1536, 4), "down_q6k": (1536, 8960, 6), "down_q4k": (1536, 8960, 4)}
RUNS = int(os.environ.get("RUNS", "3"))


def block_weight(kind, n, k, seed=0):
    rng = np.random.default_rng(seed)
    codes = rng.integers(0, {4: 16, 5: 32, 6: 64, 8: 256}[kind], (n, k), dtype=np.uint8)
    d = (rng.random((n, k // (16 if kind == 6 else 32))) * 0.01 + 0.001).astype(np.float16)
    m = (rng.random((n, k // 32)) * 0.05).astype(np.float16) if kind == 4 else None
    b, s = block_codes.tile(codes, d, kind, m)
    return blocks.BlockWeight(kind, torch.from_numpy(b), torch.from_numpy(s))


def product(name, w, x):
    rows, k = x.shape
    keep = torch.empty(rows, k, dtype=torch.int8), torch.empty(rows, k // 32), torch.empty(rows, k // 16, dtype=torch.int32)
    out = torch.empty(rows, w.shape[0])
    rc = getattr(blocks.library(), name)(*w.call, x.data_ptr(), rows, *(t.data_ptr() for t in keep), 1, out.data_ptr(), w.shape[0], 1)
    assert rc == 0
    return out


def best(fn):
    times = []
    for _ in range(RUNS):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return min(times)


print(json.dumps({"isa": blocks.kernel_isa(), "threads": torch.get_num_threads(), "torch": torch.__version__,
                  "cpu_capability": torch.backends.cpu.get_cpu_capability(),
                  "amx": "amx_tile" in (linux_cpu_flags() or ()), "load1": os.getloadavg()[0]}), flush=True)
for rows in [int(a) for a in sys.argv[1:]] or [300, 2048]:
    for name, (n, k, kind) in SHAPES.items():
        w = block_weight(kind, n, k)
        x = torch.randn(rows, k, generator=torch.Generator().manual_seed(rows)).to(torch.bfloat16)
        same = torch.equal(product("bq_linear", w, x).view(torch.int32), product("bq_prompt_linear", w, x).view(torch.int32))
        dense = blocks.dense(w)
        xf, wf = x.float(), dense.float()
        ms = {
            "step": best(lambda w=w, x=x: product("bq_linear", w, x)),
            "prompt": best(lambda w=w, x=x: product("bq_prompt_linear", w, x)),
            "torch_fp32": best(lambda xf=xf, wf=wf: torch.nn.functional.linear(xf, wf)),
            "torch_bf16": best(lambda x=x, dense=dense: torch.nn.functional.linear(x, dense)),
        }
        macs = rows * n * k
        print(json.dumps({"rows": rows, "matrix": name, "kind": kind, "same_bits": same, "load1": os.getloadavg()[0],
                          **{f"{a}_ms": round(b * 1e3, 2) for a, b in ms.items()},
                          **{f"{a}_gmacs": round(macs / b / 1e9, 1) for a, b in ms.items()}}), flush=True)
