"""The block kernel (engine/kernels/blockq.c through models/blocks.py) against torch's int8 and
int4 kernels on one model's matrices in sequence, random weights at the real shapes (larger
than any cache), as 2026-12-02-cpu-kernels-amd.md's stacks.py did. Usage: blockq_bench.py 0.5|1.5 ROUNDS.
The block kinds follow the GGUFs: the 0.5B's layers Q5_0 (kind 5) and head Q8_0 (kind 8); the
1.5B's layers Q4_K (kind 4) but every other layer's down projection Q6_K (kind 6), and its head
Q6_K (kind 6; before the Q6_K kind these were requantized to kind 8)."""
import sys
import time

import numpy as np
import torch

from redraft.engine.models import quant
from redraft.engine.models.blocks import block_linear
from random_blocks import blocks

size, rounds = sys.argv[1], int(sys.argv[2])
d, f, kv, layers, head_kind, layer_kind = {"0.5": (896, 4864, 128, 24, 8, 5), "1.5": (1536, 8960, 256, 28, 6, 4)}[size]
shapes = [(d + 2 * kv, d), (d, d), (2 * f, d), (d, f)] * layers + [(151936, d)]
down = 6 if size == "1.5" else layer_kind
kinds = [k for i in range(layers) for k in (layer_kind, layer_kind, layer_kind, down if i % 2 else layer_kind)] + [head_kind]
rng = np.random.default_rng(0)




ours = [blocks(n, k, kind, rng) for (n, k), kind in zip(shapes, kinds)]
i8 = [quant.Int8Weight(torch.randint(-127, 127, (n, k), dtype=torch.int8), torch.rand(n).to(torch.bfloat16)) for n, k in shapes]
i4 = [quant.quantize_weights.__globals__["kernel_weight"](torch.randint(0, 256, (n, k // 2), dtype=torch.uint8),
      torch.rand(n, k // 32, 2).to(torch.bfloat16)) for n, k in shapes]
gb = {"blocks": sum(w.nbytes for w in ours), "int8": sum(w.nbytes for w in i8), "int4": sum(w.nbytes for w in i4)}
print(f"{size}B shapes, {len(shapes)} matrices; GB read: " + ", ".join(f"{k} {v / 1e9:.3f}" for k, v in gb.items()), flush=True)
for r in range(rounds):
    for rows in (1, 8):
        xs = {k: torch.randn(rows, k).to(torch.bfloat16) for k in (d, f)}
        line = []
        for name, mats, fn in (("blocks", ours, block_linear), ("int8", i8, quant.int8_linear), ("int4", i4, quant.int4_linear)):
            best = []
            for _ in range(3):
                t = time.perf_counter()
                for w in mats:
                    fn(xs[w.shape[1]], w, None)
                best.append(time.perf_counter() - t)
            line.append(f"{name} {min(best) * 1e3:.1f} ms")
        print(f"round {r}, {rows} row(s): " + ", ".join(line), flush=True)
