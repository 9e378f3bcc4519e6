"""First use of a prefill shape on the CPU: load the default model, warm up, then prefill the
products.json prompt twice and a few padded lengths, timing each (issue 25 report).

    python docs/benchmarks/prefill_first_use.py
"""
import time, sys
from redraft.engine.session import Session, EditRequest
from redraft.engine.config import DecodeConfig
t=time.perf_counter(); s=Session.load(); print("load", round(time.perf_counter()-t,2), s.info, flush=True)
b=s.backend
t=time.perf_counter(); s.warmup(DecodeConfig(), later=False); print("warmup", round(time.perf_counter()-t,2), flush=True)
src=open("samples/products.json").read()
ids=s.prompt(EditRequest(src, "add a currency field set to EUR to every object", "products.json"))
print("prompt", len(ids))
for n in (len(ids), len(ids), 64, 128, 128, 256, 256):
    b.reset(); t=time.perf_counter(); b.prefill(ids[:n] if n<=len(ids) else (ids*3)[:n]); print("prefill", n, round(time.perf_counter()-t,3), flush=True)
