"""The quantized path's decode attention, A/B (docs/benchmarks/2026-12-02-cpu-attend-by-row.md):
each position its own batch entry (the default, llama.layer_fns' attend_by_row) against the
previous layout, every forward's query rows folded per key/value head and padded to 8; one-token
steps, 8-row verifies, interleaved; then whether a row's logits are the same alone, in blocks of
2, 3 + 5 and 8 (bitwise) and the same under both layouts.
Usage: [NT=2] [QUANT=int4] [ROUNDS=3] python by_row.py MODEL_FOLDER"""
import os
import sys
from pathlib import Path

import torch

from redraft.engine.backends.static_backend import StaticBackend
from redraft.engine.models import llama
from loops import rows_exact, steps  # the shared loops, beside this script

torch.set_num_threads(int(os.environ.get("NT", "2")))
b = StaticBackend.load(Path(sys.argv[1]), device="cpu", quant=os.environ.get("QUANT", "int4"))


def padded_fns():
    """The layer functions with the attention as before: folded rows, padded to 8, one thread."""
    fns = llama.layer_fns(b.args, "sdpa", b.linear, None)
    attend = llama.one_thread(llama.padded_attend(fns.attend, 8))

    def layer(x, attn_norm, wqkv, bqkv, wo, bo, mlp_norm, w13, b13, w2, b2, kc, vc, cos, sin, pos, bias):
        q, k, v = fns.pre(x, attn_norm, wqkv, bqkv, cos, sin)
        kc.index_copy_(1, pos, k.transpose(0, 1))
        vc.index_copy_(1, pos, v.transpose(0, 1))
        a = bias.shape[1]
        return fns.post(x, attend(q, kc[:, :a], vc[:, :a], bias), wo, bo, mlp_norm, w13, b13, w2, b2)

    return fns._replace(attend=attend, layer=layer)


layouts = {"by-row": b.fns, "padded": padded_fns()}
blocks = {}
for name, fns in layouts.items():
    b.fns = fns
    got, blocks[name] = rows_exact(b, keep=True)
    print(f"{name} rows exact {got}", flush=True)
print("the same logits under both layouts:", torch.equal(blocks["by-row"], blocks["padded"]), flush=True)
for r in range(int(os.environ.get("ROUNDS", "3"))):
    for name, fns in layouts.items():
        b.fns = fns
        s, v = steps(b)
        print(f"round {r} {name:7s} step {s:6.1f} ms ({1e3 / s:4.1f}/s)  8-row verify {v:6.1f} ms", flush=True)
