"""bq_attend alone: one row of the 1.5B's heads (12 query, 2 key/value, 128) over 300, 1,100 and 2,000 cached keys, best of 5 x 100
(docs/benchmarks/2026-12-03-cpu-c-layer-avx2.md). Usage: flock /tmp/redraft-bench.lock python attend_one_row.py"""
import time, torch, sys
from redraft.engine.models.blocks import block_attend
torch.set_num_threads(2)
H, KV, D = 12, 2, 128
for A in (300, 1100, 2000):
    L = 4096
    kcache = torch.randn(KV, L, D).to(torch.bfloat16); vcache = torch.randn(KV, L, D).to(torch.bfloat16)
    q = torch.randn(1, H, D).to(torch.bfloat16)
    bias = torch.zeros(1, A)
    kc, vc = kcache[:, :A], vcache[:, :A]
    for _ in range(20): block_attend(q, kc, vc, bias, D**-0.5)
    best = 1e9
    for r in range(5):
        t = time.perf_counter()
        for _ in range(100): block_attend(q, kc, vc, bias, D**-0.5)
        best = min(best, (time.perf_counter() - t) / 100)
    print(f"A={A}: {best*1e6:.1f} us per call")
