"""Where a one-token step's time goes: torch.profiler over 16 steps after a 300-token prompt
(docs/benchmarks/2026-12-02-cpu-buckets-amd.md).

    flock /tmp/redraft-bench.lock python docs/benchmarks/cpu-quant/step_profile.py MODEL_DIR int8
"""
import sys, time, os, torch
from pathlib import Path
from redraft.engine.backends.static_backend import StaticBackend
torch.set_num_threads(2)
path = Path(sys.argv[1]); q = sys.argv[2]
b = StaticBackend.load(path, device="cpu", quant=q)
print("GB/token", round(b.w.step_bytes()/1e9,3))
prompt = list(range(1000, 1300))
b.reset(); b.prefill(prompt)
tok=[5]
for i in range(8):
    lg = b.forward(tok); tok=[int(lg[-1].argmax())]
t=time.perf_counter()
for i in range(16):
    lg = b.forward(tok); tok=[int(lg[-1].argmax())]
print("step ms", (time.perf_counter()-t)/16*1e3)
from torch.profiler import profile, ProfilerActivity
with profile(activities=[ProfilerActivity.CPU]) as p:
    for i in range(16):
        lg = b.forward(tok); tok=[int(lg[-1].argmax())]
print(p.key_averages().table(sort_by="self_cpu_time_total", row_limit=30))
