import sys, time, torch
from pathlib import Path
from redraft.engine.backends.static_backend import StaticBackend
import os; torch.set_num_threads(int(os.environ.get("NT", "2")))
path = Path(sys.argv[1])
bs = {}
for q in os.environ.get("QUANTS", "int4 none").split():
    t = time.perf_counter()
    bs[q] = StaticBackend.load(path, device="cpu", quant=q)
    print(q, "load", round(time.perf_counter() - t, 2), "s, weights read per token", round(bs[q].w.step_bytes() / 1e9, 3), "GB", flush=True)
prompt = list(range(1000, 1300))
for rnd in range(int(os.environ.get("ROUNDS", "2"))):
    for name, b in bs.items():
        b.reset()
        t = time.perf_counter(); b.prefill(prompt); pre = time.perf_counter() - t
        tok = [5]
        t = time.perf_counter()
        for i in range(16):
            lg = b.forward(tok); tok = [int(lg[-1].argmax())]
        step = (time.perf_counter() - t) / 16
        t = time.perf_counter()
        for i in range(4):
            b.forward(list(range(2000, 2008))); b.trim(8)
        ver = (time.perf_counter() - t) / 4
        print(rnd, name, f"prefill 300 tok {pre:.2f} s, 1-token step {step*1e3:.1f} ms ({1/step:.1f}/s), 8-row verify {ver*1e3:.1f} ms", flush=True)
