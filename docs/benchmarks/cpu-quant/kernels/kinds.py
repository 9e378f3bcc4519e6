"""The block kernel per kind on 4 random 8960x1536 matrices (35-55 MB, past the caches), 1 and 8 rows, best of 5 (ms and
GB/s); REDRAFT_KERNEL_ISA=avx2 measures the AVX2 build (docs/benchmarks/2026-12-03-cpu-c-layer-avx2.md).
Usage: flock /tmp/redraft-bench.lock python kinds.py [KIND...]"""
import sys, time, numpy as np, torch
from redraft.engine.models.blocks import block_linear, kernel_isa
from random_blocks import blocks
torch.set_num_threads(2)
rng = np.random.default_rng(0)
kinds = [int(a) for a in sys.argv[1:]] or [4, 5, 6, 8]
print(kernel_isa())
for kind in kinds:
    ws = [blocks(8960, 1536, kind, rng) for _ in range(4)]
    for rows in (1, 8):
        x = torch.randn(rows, 1536).to(torch.bfloat16)
        best = 1e9
        for r in range(5):
            t = time.perf_counter()
            for w in ws: block_linear(x, w, None)
            best = min(best, time.perf_counter() - t)
        gb = sum(w.nbytes for w in ws) / 1e9
        print(f"kind {kind} rows {rows}: {best*1e3:.2f} ms  {gb/best:.1f} GB/s", flush=True)
