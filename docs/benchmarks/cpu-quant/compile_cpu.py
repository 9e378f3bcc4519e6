"""torch.compile (inductor, C++) of one decoder layer on the CPU's quantized path, static shapes (docs/benchmarks/
2026-12-02-cpu-attention.md): one-token steps eager, then compiled (first call includes the compile; run twice to see
a warm inductor cache), then eager without the one-thread attention. Usage: [Q=int4] python compile_cpu.py MODEL_FOLDER"""
import sys, time, torch, os
from pathlib import Path
from redraft.engine.backends.static_backend import StaticBackend
from redraft.engine.models import llama
torch.set_num_threads(int(os.environ.get("NT", "2")))
b = StaticBackend.load(Path(sys.argv[1]), device="cpu", quant=os.environ.get("Q", "int4"))
def steps(b, n=16):
    b.reset(); b.prefill(list(range(1000, 1300)))
    tok=[5]; out=[]
    for i in range(4):
        lg = b.forward(tok); tok=[int(lg[-1].argmax())]
    t=time.perf_counter()
    for i in range(n):
        lg = b.forward(tok); tok=[int(lg[-1].argmax())]; out.append(tok[0])
    return (time.perf_counter()-t)/n*1e3, out
print("eager ms", steps(b)[0])
ref = steps(b)[1]
# compiled layer, attention padded, no one_thread
orig = llama.one_thread
llama.one_thread = lambda f: f
fns = llama.layer_fns(b.args, b.attention, b.linear, b.shape.attend_rows)
llama.one_thread = orig
t=time.perf_counter()
b.fns = fns._replace(layer=torch.compile(fns.layer, dynamic=False))
ms, out = steps(b)
print("compiled first (incl compile) s", time.perf_counter()-t)
for r in range(3):
    ms, out = steps(b)
    print("compiled ms", ms, "same tokens", out == ref)
print("eager-one_thread-less")
b.fns = fns
print("eager no one_thread ms", steps(b)[0])
