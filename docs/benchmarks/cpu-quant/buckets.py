"""A/B of the CPU's attention buckets and verify threads (docs/benchmarks/2026-12-02-cpu-buckets-amd.md):
the same loaded model, one-token steps and 8-row verifies after prompts of several lengths,
"old" = buckets doubling and the by-row attention on one thread below llama.SHARED_KEYS keys
(before this change), "new" = what the backend does now. Interleaved per context and round.

    flock /tmp/redraft-bench.lock python docs/benchmarks/cpu-quant/buckets.py MODEL_DIR int8 300,1100,2200,4500
"""

import os
import sys
import time
from pathlib import Path

import torch

from redraft.engine.backends import static_backend
from redraft.engine.models import llama

torch.set_num_threads(int(os.environ.get("NT", "2")))
path, quant, contexts = Path(sys.argv[1]), sys.argv[2], [int(c) for c in sys.argv[3].split(",")]
b = static_backend.StaticBackend.load(path, device="cpu", quant=quant, max_context=8192)
new_fns, real = b.fns, llama.few_keys_on_one_thread
llama.few_keys_on_one_thread = lambda attend, rows_share=False: real(attend)  # the old thread rule
old_fns = llama.layer_fns(b.args, b.attention, b.linear, b.shape.attend_rows)
llama.few_keys_on_one_thread = real
variants = {"old": (None, old_fns), "new": (b.bucket_step, new_fns)}
for rnd in range(int(os.environ.get("ROUNDS", "2"))):
    for ctx in contexts:
        for name, (step, fns) in variants.items():
            b.bucket_step, b.fns = step, fns
            b.reset()
            b.prefill(list(range(1000, 1000 + ctx)))
            for _ in range(3):
                b.forward([5])
            t = time.perf_counter()
            for _ in range(12):
                b.forward([5])
            step_ms = (time.perf_counter() - t) / 12 * 1e3
            t = time.perf_counter()
            for _ in range(6):
                b.forward(list(range(2000, 2008)))
                b.trim(8)
            verify_ms = (time.perf_counter() - t) / 6 * 1e3
            print(rnd, quant, ctx, name, f"step {step_ms:.1f} ms verify8 {verify_ms:.1f} ms", flush=True)
