"""An 8-row verify and a one-token step with every linear stubbed out (a preallocated zero
result): what a forward costs outside the matmuls (docs/benchmarks/2026-12-02-cpu-buckets-amd.md).

    flock /tmp/redraft-bench.lock python docs/benchmarks/cpu-quant/stub_linears.py MODEL_DIR int8
"""
import sys, time, os, torch
from pathlib import Path
from redraft.engine.backends.static_backend import StaticBackend
from redraft.engine.models.llama import layer_fns
torch.set_num_threads(2)
path = Path(sys.argv[1]); q = sys.argv[2]
b = StaticBackend.load(path, device="cpu", quant=q)
prompt = list(range(1000, 1300))
def run(label):
    b.reset(); b.prefill(prompt)
    tok=[5]
    for i in range(4):
        lg = b.forward(tok); tok=[5]
    ts=[]
    for r in range(3):
        t=time.perf_counter()
        for i in range(16):
            lg = b.forward(tok)
        ts.append((time.perf_counter()-t)/16*1e3)
    v=[]
    for r in range(3):
        t=time.perf_counter()
        for i in range(4):
            b.forward(list(range(2000,2008))); b.trim(8)
        v.append((time.perf_counter()-t)/4*1e3)
    print(label, "step ms", [round(x,1) for x in ts], "verify8 ms", [round(x,1) for x in v], flush=True)
run("real")
real = b.fns
cache = {}
def stub(x, w, bias=None):
    n = x.shape[0]; N = w.shape[0] if hasattr(w,'shape') else None
    key=(n, w.shape[0])
    if key not in cache: cache[key]=torch.zeros(n, w.shape[0], dtype=x.dtype)
    return cache[key]
b.fns = layer_fns(b.args, b.attention, stub, b.shape.attend_rows)
run("no-matmul")
from torch.profiler import profile, ProfilerActivity
with profile(activities=[ProfilerActivity.CPU]) as p:
    for i in range(4):
        b.forward(list(range(2000,2008))); b.trim(8)
print(p.key_averages().table(sort_by="self_cpu_time_total", row_limit=14))
