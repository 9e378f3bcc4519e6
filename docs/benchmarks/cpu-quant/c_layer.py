"""The C layer against the torch layer in one process (docs/benchmarks/2026-12-03-cpu-c-layer-avx2.md): a row alone against
the same row among 8, the one-token step and the 8-row verify (ms), and the logits' difference after a 300-token prompt.
Usage: flock /tmp/redraft-bench.lock python c_layer.py MODEL_DIR"""
import sys, time, torch
from pathlib import Path
from redraft.engine.backends.static_backend import StaticBackend
from redraft.engine.models import blocks
torch.set_num_threads(2)
path = Path(sys.argv[1])
prompt = list(range(1000, 1300))
res = {}
for flag in (False, True):
    blocks.C_LAYER = flag
    b = StaticBackend.load(path, device="cpu", quant="gguf")
    b.reset(); b.prefill(prompt)
    one = b.forward([5]).float()
    b.reset(); b.prefill(prompt)
    eight = b.forward([5, 6, 7, 8, 9, 10, 11, 12]).float()
    b.reset(); b.prefill(prompt)
    tok = [5]
    for i in range(6): lg = b.forward(tok); tok = [int(lg[-1].argmax())]
    t = time.perf_counter()
    for i in range(30): lg = b.forward(tok); tok = [int(lg[-1].max(-1).indices)]
    step = (time.perf_counter() - t) / 30 * 1e3
    t = time.perf_counter()
    for i in range(10): b.forward([5, 6, 7, 8, 9, 10, 11, 12]); b.trim(8) if hasattr(b, "trim") else None
    ver = (time.perf_counter() - t) / 10 * 1e3
    res[flag] = (one, eight)
    print(f"C_LAYER={flag}: row alone == row among 8: {torch.equal(one[0], eight[0])}; step {step:.2f} ms, 8-row {ver:.2f} ms", flush=True)
a, c = res[False][1], res[True][1]
print("max |C - torch| logits", (a - c).abs().max().item(), "mean", (a - c).abs().mean().item(), "argmax agree", (a.argmax(-1) == c.argmax(-1)).tolist())
