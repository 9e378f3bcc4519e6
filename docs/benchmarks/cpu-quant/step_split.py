"""Where a gguf one-token step goes, with the torch layer (blocks.C_LAYER off): the kernel's products, the C attention and the
rest (torch and Python between them; the script's own argmax, ~0.6 ms, included), after a prompt of CTX tokens
(docs/benchmarks/2026-12-03-cpu-c-layer-avx2.md). Usage: flock /tmp/redraft-bench.lock python step_split.py MODEL_DIR [CTX]"""
import sys, time, torch
from pathlib import Path
from redraft.engine.backends.static_backend import StaticBackend
from redraft.engine.models import blocks
torch.set_num_threads(2)
path = Path(sys.argv[1]); ctx = int(sys.argv[2]) if len(sys.argv) > 2 else 300
blocks.C_LAYER = False  # the torch layer: its products and attention are separate calls
b = StaticBackend.load(path, device="cpu", quant="gguf")
lib = blocks.library()
T = {"bq_linear": 0.0, "bq_attend": 0.0}
N = {"bq_linear": 0, "bq_attend": 0}
class Proxy:
    def __getattr__(self, name):
        f = getattr(lib, name)
        if name not in T: return f
        def run(*a):
            t = time.perf_counter(); r = f(*a); T[name] += time.perf_counter() - t; N[name] += 1; return r
        return run
blocks._LIB[0] = Proxy()
b.reset(); b.prefill(list(range(1000, 1000 + ctx)))
tok = [5]
for i in range(8):
    lg = b.forward(tok); tok = [int(lg[-1].argmax())]
for k in T: T[k] = 0.0; N[k] = 0
best = []
for r in range(3):
    t = time.perf_counter()
    for i in range(20):
        lg = b.forward(tok); tok = [int(lg[-1].argmax())]
    best.append((time.perf_counter() - t) / 20 * 1e3)
steps = 60
print(f"ctx {ctx}: step ms {min(best):.2f} (of {', '.join(f'{x:.1f}' for x in best)}); per step: linear {T['bq_linear']/steps*1e3:.2f} ms ({N['bq_linear']//steps} calls), attend {T['bq_attend']/steps*1e3:.2f} ms ({N['bq_attend']//steps}); rest {sum(best)/3 - (T['bq_linear']+T['bq_attend'])/steps*1e3:.2f}")
