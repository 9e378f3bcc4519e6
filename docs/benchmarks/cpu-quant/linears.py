"""The linears alone: every matrix of a one-token step (and of an 8-row verify) through the static backend's linear,
no attention or norms (docs/benchmarks/2026-12-02-cpu-attention.md). Usage: [Q=int4|int8|none] python linears.py FOLDER"""
import sys, time, torch, os
from pathlib import Path
from redraft.engine.backends.static_backend import StaticBackend
from redraft.engine.models.quant import quant_linear
torch.set_num_threads(2)
b = StaticBackend.load(Path(sys.argv[1]), device="cpu", quant=os.environ.get("Q","int4"))
w = b.w
mats = [m for lw in w.layers for m in (lw.wqkv, lw.wo, lw.w13, lw.w2)]
for rows in (1, 8):
    xs = {}
    def run():
        for m in mats + [w.lm_head]:
            k = m.shape[1]
            x = xs.setdefault(k, torch.randn(rows, k).bfloat16())
            quant_linear(x, m, None)
    for _ in range(3): run()
    t=time.perf_counter()
    for _ in range(10): run()
    tot=(time.perf_counter()-t)/10*1e3
    t=time.perf_counter()
    for _ in range(10): quant_linear(xs[w.lm_head.shape[1]], w.lm_head, None)
    print(rows, "rows: all linears ms", round(tot,1), "head ms", round((time.perf_counter()-t)/10*1e3,1))
