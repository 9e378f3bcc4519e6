"""The dispatching library's build against a `-march=native` build of the same blockq.c (what
build.py compiled before issue 42), on the block kernel per kind: 4 random 8960x1536 matrices,
1, 8 and 340 rows, the two libraries interleaved, best of 5 per round (ms).

    flock -x /tmp/redraft-cpu.lock python docs/benchmarks/cpu-calibration/dispatch_vs_native.py [ROUNDS]
"""
import ctypes
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
import torch

sys.path.insert(0, str(Path(__file__).parents[1] / "cpu-quant" / "kernels"))
from random_blocks import blocks  # noqa: E402

from redraft.engine.kernels.build import HERE  # noqa: E402
from redraft.engine.models import blocks as bl  # noqa: E402

torch.set_num_threads(2)
rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 3
dispatch = bl.library()
tmp = tempfile.mkdtemp()
native_path = f"{tmp}/native.so"
subprocess.run(["cc", "-O3", "-march=native", "-fopenmp", "-shared", "-fPIC", "-std=c11", str(HERE / "blockq.c"), "-o", native_path], check=True)
native = bl.bind(ctypes.CDLL(native_path))
print(f"dispatch: the {dispatch.build} build of {dispatch.record.path.name}; native: -march=native", flush=True)
rng = np.random.default_rng(0)
for kind in (4, 5, 6, 8):
    ws = [blocks(8960, 1536, kind, rng) for _ in range(4)]
    for rows in (1, 8, 340):
        x = torch.randn(rows, 1536).to(torch.bfloat16)
        got = {"dispatch": [], "native": []}
        for _ in range(rounds):
            for name, lib in (("dispatch", dispatch), ("native", native)):
                bl._LIB[:] = [lib]
                best = 1e9
                for _ in range(5):
                    t = time.perf_counter()
                    for w in ws:
                        bl.block_linear(x, w, None)
                    best = min(best, time.perf_counter() - t)
                got[name].append(round(best * 1e3, 2))
        print(f"kind {kind} rows {rows:>3}: dispatch {got['dispatch']} ms, native {got['native']} ms", flush=True)
