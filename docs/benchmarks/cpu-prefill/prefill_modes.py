"""The 1.5B's prompt forward alone, by mode, in one process: gguf with the prompt kernel, gguf without it
(bq_linear for every row count, as before), and int8 (whose prompt forward multiplies bf16 matrices, dequantized
from the same codes at load, in float32 on a CPU without native bf16: torch's fp32 GEMM). Wall and CPU seconds.
Usage: prefill_modes.py MODEL_DIR MODES(gguf,gguf-old,int8) N [N...]"""
import json, os, resource, sys, time
from pathlib import Path
import torch
from redraft.engine.backends.static_backend import StaticBackend
from redraft.engine.models import blocks

model, modes, ns = Path(sys.argv[1]), sys.argv[2].split(","), [int(a) for a in sys.argv[3:]]
gen = torch.Generator().manual_seed(0)
toks = {n: torch.randint(100, 30000, (n,), generator=gen).tolist() for n in ns}
for mode in modes:
    b = StaticBackend.load(model, device="cpu", quant="gguf" if mode.startswith("gguf") else mode)
    blocks.PROMPT_KERNEL = mode == "gguf"
    b.prefill(toks[ns[0]][:64]); b.reset()
    for n in ns:
        b.reset()
        t, c = time.perf_counter(), time.process_time()
        b.prefill(toks[n])
        wall, cpu = time.perf_counter() - t, time.process_time() - c
        print(json.dumps({"mode": mode, "n": n, "wall_s": round(wall, 2), "cpu_s": round(cpu, 2), "threads": torch.get_num_threads(),
                          "load1": os.getloadavg()[0], "maxrss_gb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 2**20, 2)}), flush=True)
    del b
