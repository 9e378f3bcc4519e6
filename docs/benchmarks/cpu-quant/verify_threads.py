"""rows_share alone: the same buckets, the verify's by-row attention on one thread (old) or both (new), below 512 positions."""
import os, sys, time, torch
from pathlib import Path
from redraft.engine.backends import static_backend
from redraft.engine.models import llama
torch.set_num_threads(2)
path, quant, contexts = Path(sys.argv[1]), sys.argv[2], [int(c) for c in sys.argv[3].split(",")]
b = static_backend.StaticBackend.load(path, device="cpu", quant=quant)
new_fns, real = b.fns, llama.few_keys_on_one_thread
llama.few_keys_on_one_thread = lambda attend, rows_share=False: real(attend)
old_fns = llama.layer_fns(b.args, b.attention, b.linear, b.shape.attend_rows)
llama.few_keys_on_one_thread = real
for rnd in range(int(os.environ.get("ROUNDS", "3"))):
    for ctx in contexts:
        for name, fns in (("one-thread", old_fns), ("both", new_fns)):
            b.fns = fns
            b.reset(); b.prefill(list(range(1000, 1000 + ctx)))
            for _ in range(2):
                b.forward(list(range(2000, 2008))); b.trim(8)
            t = time.perf_counter()
            for _ in range(10):
                b.forward(list(range(2000, 2008))); b.trim(8)
            print(rnd, quant, ctx, name, f"verify8 {(time.perf_counter() - t) / 10 * 1e3:.1f} ms", os.environ.get("LABEL", ""), flush=True)
