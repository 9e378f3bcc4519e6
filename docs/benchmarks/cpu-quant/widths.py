"""What a decode forward costs by its row count (1..8) after a 300-token prompt, one weight format
(docs/benchmarks/2026-12-02-cpu-attend-by-row.md#forward-cost-by-width): four rounds of three
forwards per width, min and median ms. Usage: [Q=int4|int8|none] python widths.py MODEL_FOLDER"""
import os
import sys
import time
from pathlib import Path

import torch

from redraft.engine.backends.static_backend import StaticBackend
from redraft.engine.config import Sampling

torch.set_num_threads(2)
GREEDY = Sampling()
b = StaticBackend.load(Path(sys.argv[1]), device="cpu", quant=os.environ.get("Q", "int4"))
b.reset()
b.prefill(list(range(1000, 1300)))
res: dict[int, list[float]] = {w: [] for w in range(1, 9)}
for _ in range(4):
    for w in range(1, 9):
        t = time.perf_counter()
        for _ in range(3):
            b.collect(b.submit(list(range(2000, 2000 + w)), GREEDY))
            b.trim(w)
        res[w].append((time.perf_counter() - t) / 3 * 1e3)
for w, v in res.items():
    print(w, "ms", round(min(v), 1), round(sorted(v)[len(v) // 2], 1))
